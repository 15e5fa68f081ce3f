import List from "antd-mobile/es/components/list";
import { APP_CONFIG } from "../../config";
import { currentLocale, useTranslation } from "../../i18n";
import { formatDate, formatDateTime } from "../../lib/dates";
import { navigateTo } from "../../lib/navigation";
import { getTokenExpired } from "../../lib/session";
import { useSession } from "../../store/use-session";
import cards from "../layout/cards.module.css";
import { Icon } from "../layout/icons";
import styles from "./home.module.css";

/** The signed-in account at a glance: username, member since, session expiry. */
export function AccountCard() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  if (!signedIn) return null;
  return (
    <section className={cards.card}>
      <h2 className={cards.cardTitle}>{t("home.account")}</h2>
      <List className={styles.list}>
        <List.Item
          prefix={<Icon name="user" />}
          extra={user.username}
          onClick={() => navigateTo(APP_CONFIG.profile.url)}
        >
          {t("profile.username")}
        </List.Item>
        {user.register_date !== undefined && (
          <List.Item prefix={<Icon name="users" />} extra={formatDate(user.register_date, currentLocale())}>
            {t("home.memberSince")}
          </List.Item>
        )}
        <List.Item prefix={<Icon name="clock" />} extra={formatDateTime(getTokenExpired(), currentLocale())}>
          {t("home.sessionUntil")}
        </List.Item>
      </List>
    </section>
  );
}
