import TabBar from "antd-mobile/es/components/tab-bar";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { APP_CONFIG } from "../../config";
import { navigateTo, pathOf } from "../../lib/navigation";
import { Icon } from "./icons";
import styles from "./layout.module.css";

const TABS = [
  { key: APP_CONFIG.index.url, icon: "home", label: "tabs.home" },
  { key: APP_CONFIG.profile.url, icon: "user", label: "tabs.me" },
] as const;

/** The bottom tab bar of the main pages: Home and Me. */
export function MainTabBar() {
  const { t } = useTranslation();
  const active = pathOf(useLocation().pathname);
  return (
    <nav className={styles.tabBar} aria-label={t("common.appName")}>
      <TabBar
        activeKey={active}
        onChange={(key) => key !== active && navigateTo(key, { replace: true })}
        safeArea
      >
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={<Icon name={tab.icon} size={22} />} title={t(tab.label)} />
        ))}
      </TabBar>
    </nav>
  );
}
