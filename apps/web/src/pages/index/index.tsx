import { useDeferredValue } from "react";
import { AccountCard } from "../../features/home/AccountCard";
import { Highlights } from "../../features/home/Highlights";
import { HomeHero } from "../../features/home/HomeHero";
import styles from "../../features/home/home.module.css";
import { Shortcuts } from "../../features/home/Shortcuts";
import { MainTabBar } from "../../features/layout/MainTabBar";
import { usePageTitle } from "../../features/layout/use-page-title";
import { MenuGrid } from "../../features/menu/MenuGrid";
import { useMenuSettled } from "../../features/menu/use-menu";
import { useTranslation } from "../../i18n";
import { QueryProvider } from "../../lib/query/QueryProvider";

/** `/` and `/pages/index/index`: the home page (title 'Home'); signed in, it shows the user's menu. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("home.title"));
  return (
    <QueryProvider>
      <HomeHero />
      <main className={styles.content}>
        <MenuGrid />
        <BelowMenu />
      </main>
      <MainTabBar />
    </QueryProvider>
  );
}

/**
 * The cards under the menu, once the menu has its size (no layout shift when its tiles arrive). They render
 * apart from the tiles, in React's background rendering, which yields to the browser: with the account
 * card's first date format (the browser's time-zone and calendar data) they were one long task.
 */
function BelowMenu() {
  const settled = useDeferredValue(useMenuSettled());
  if (!settled) return null;
  return (
    <>
      <Shortcuts />
      <AccountCard />
      <Highlights />
    </>
  );
}
