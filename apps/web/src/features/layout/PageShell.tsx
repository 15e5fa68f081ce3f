import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { navigateBack } from "../../lib/navigation";
import { useSession } from "../../store/use-session";
import { Icon } from "./icons";
import styles from "./layout.module.css";
import { MainTabBar } from "./MainTabBar";
import { usePageTitle } from "./use-page-title";

/** Props of {@link PageShell}. */
export interface PageShellProps {
  title: string;
  children: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  /** Show the Home / Me tab bar (default false). From 1024 px every signed-in page has the side navigation. */
  tabBar?: boolean;
  /** From 1024 px, a wider content column (the console's tables) than the reading column of other pages. */
  wide?: boolean;
  right?: ReactNode;
  /** The bar's look: the plain white bar (default), or the brand-coloured one of a custom navigation bar. */
  tone?: "plain" | "brand";
}

/**
 * The frame of an ordinary page: a bar with a back button, the page's one `h1` and an optional action,
 * the content, and the optional tab bar. The back arrow is a real, named button (the component library's
 * nav bar draws it as an unfocusable div).
 */
export function PageShell({
  title,
  children,
  back = true,
  tabBar = false,
  wide = false,
  right,
  tone = "plain",
}: PageShellProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  usePageTitle(title);
  return (
    <div className={styles.page} data-layout={wide ? "wide" : undefined}>
      <header className={tone === "brand" ? `${styles.header} ${styles.brand}` : styles.header}>
        <div className={styles.bar}>
          <div className={styles.barSide}>
            {back && (
              <button
                type="button"
                className={styles.back}
                onClick={navigateBack}
                aria-label={t("common.back")}
              >
                <Icon name="chevronLeft" size={24} />
              </button>
            )}
          </div>
          <h1 className={styles.title}>{title}</h1>
          <div className={`${styles.barSide} ${styles.barRight}`}>{right}</div>
        </div>
      </header>
      <main className={tabBar ? `${styles.body} ${styles.withTabs}` : styles.body}>{children}</main>
      {tabBar ? <MainTabBar /> : signedIn && <MainTabBar desktopOnly />}
    </div>
  );
}
