import NavBar from "antd-mobile/es/components/nav-bar";
import type { ReactNode } from "react";
import { navigateBack } from "../../lib/navigation";
import styles from "./layout.module.css";
import { MainTabBar } from "./MainTabBar";
import { usePageTitle } from "./use-page-title";

/** Props of {@link PageShell}. */
export interface PageShellProps {
  title: string;
  children: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  /** Show the Home / Me tab bar (default false). */
  tabBar?: boolean;
  right?: ReactNode;
}

/** The frame of an ordinary page: navigation bar with title and back arrow, content, optional tab bar. */
export function PageShell({ title, children, back = true, tabBar = false, right }: PageShellProps) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <NavBar back={back ? "" : null} backIcon={back} onBack={navigateBack} right={right}>
          {title}
        </NavBar>
      </header>
      <main className={tabBar ? `${styles.body} ${styles.withTabs}` : styles.body}>{children}</main>
      {tabBar && <MainTabBar />}
    </div>
  );
}
