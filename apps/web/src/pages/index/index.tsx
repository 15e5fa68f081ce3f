import { useTranslation } from "react-i18next";
import { AccountCard } from "../../features/home/AccountCard";
import { Highlights } from "../../features/home/Highlights";
import { HomeHero } from "../../features/home/HomeHero";
import styles from "../../features/home/home.module.css";
import { Shortcuts } from "../../features/home/Shortcuts";
import { MainTabBar } from "../../features/layout/MainTabBar";
import { usePageTitle } from "../../features/layout/use-page-title";

/** `/` and `/pages/index/index`: the home page (title 'Home'). */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("home.title"));
  return (
    <>
      <HomeHero />
      <main className={styles.content}>
        <Shortcuts />
        <AccountCard />
        <Highlights />
      </main>
      <MainTabBar />
    </>
  );
}
