import { useLocation } from "react-router";
import { APP_CONFIG } from "../../config";
import { useTranslation } from "../../i18n";
import { ADMIN_PATHS } from "../../lib/admin-paths";
import { navigateTo, pathOf } from "../../lib/navigation";
import { mayOpenConsole } from "../../lib/permission";
import { useSession } from "../../store/use-session";
import { Icon, type IconName } from "./icons";
import styles from "./layout.module.css";

/** Every console page lives under this folder. */
const ADMIN_PREFIX = "/pages/admin/";

interface Tab {
  key: string;
  icon: IconName;
  label: string;
  /** Whether a path belongs to this tab's section (marks it current). */
  owns: (path: string) => boolean;
}

const TABS: readonly Tab[] = [
  { key: APP_CONFIG.index.url, icon: "home", label: "tabs.home", owns: (p) => p === APP_CONFIG.index.url },
  { key: APP_CONFIG.profile.url, icon: "user", label: "tabs.me", owns: (p) => p === APP_CONFIG.profile.url },
];

const ADMIN_TAB: Tab = {
  key: ADMIN_PATHS.home,
  icon: "shield",
  label: "tabs.admin",
  owns: (p) => p.startsWith(ADMIN_PREFIX),
};

/**
 * The main navigation: Home and Me (and Admin, on wide screens, for those who may open the console), as
 * links (reachable with Tab, opened with Enter, the current section marked with `aria-current`). Below
 * 1024 px it is the bottom tab bar; from 1024 px the same links form the side navigation (CSS only).
 * `desktopOnly`: pages without a tab bar still get the side navigation on wide screens, nothing below.
 */
export function MainTabBar({ desktopOnly = false }: { desktopOnly?: boolean }) {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const active = pathOf(useLocation().pathname);
  const tabs = signedIn && mayOpenConsole(user) ? [...TABS, ADMIN_TAB] : TABS;
  return (
    <nav
      className={desktopOnly ? `${styles.tabBar} ${styles.desktopOnly}` : styles.tabBar}
      aria-label={t("common.appName")}
      data-main-nav=""
    >
      <span className={styles.navBrand} aria-hidden="true">
        {t("common.appName")}
      </span>
      {tabs.map((tab) => {
        const current = tab.owns(active);
        return (
          <a
            key={tab.key}
            href={`#${tab.key}`}
            className={`${current ? `${styles.tab} ${styles.tabActive}` : styles.tab}${
              tab === ADMIN_TAB ? ` ${styles.wideTab}` : ""
            }`}
            aria-current={current ? "page" : undefined}
            onClick={(event) => {
              event.preventDefault();
              if (tab.key !== active) navigateTo(tab.key, { replace: true });
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
