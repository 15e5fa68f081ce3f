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

/**
 * The bottom tab bar of the main pages: Home and Me, as links (reachable with Tab, opened with Enter, the
 * current one marked with `aria-current`). Navigation goes through the navigation module's rules.
 */
export function MainTabBar() {
  const { t } = useTranslation();
  const active = pathOf(useLocation().pathname);
  return (
    <nav className={styles.tabBar} aria-label={t("common.appName")}>
      {TABS.map((tab) => {
        const current = tab.key === active;
        return (
          <a
            key={tab.key}
            href={`#${tab.key}`}
            className={current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            aria-current={current ? "page" : undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!current) navigateTo(tab.key, { replace: true });
            }}
          >
            <Icon name={tab.icon} size={22} />
            <span>{t(tab.label)}</span>
          </a>
        );
      })}
    </nav>
  );
}
