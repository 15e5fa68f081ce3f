import InfiniteScroll from "antd-mobile/es/components/infinite-scroll";
import List from "antd-mobile/es/components/list";
import PullToRefresh from "antd-mobile/es/components/pull-to-refresh";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { inviteTexts } from "../../i18n/groups/invite";
import { formatRelative } from "../../lib/dates";
import { PageLoading } from "../layout/PageLoading";
import { UserAvatar } from "../layout/UserAvatar";
import styles from "./invite.module.css";
import { useInvitees } from "./use-invitees";

registerTexts(inviteTexts);

/** The people I invited: pull down to refresh, scroll down for more (20 at a time). */
export function InviteeList() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const invitees = useInvitees();
  if (invitees.isPending) return <PageLoading />;
  if (invitees.isError && invitees.rows.length === 0) {
    return (
      <p className={styles.empty} role="alert">
        {t("invite.loadFailed")}
        <button type="button" className={styles.retry} onClick={invitees.retry}>
          {t("invite.retry")}
        </button>
      </p>
    );
  }
  return (
    <PullToRefresh onRefresh={invitees.refresh}>
      <p className={styles.summary} data-testid="invitee-total">
        {t("invite.total", { count: invitees.total })}
      </p>
      {invitees.rows.length === 0 ? (
        <div className={styles.empty}>
          <strong>{t("invite.empty")}</strong>
          {t("invite.emptyHint")}
        </div>
      ) : (
        <>
          <List mode="card" className={styles.list} aria-label={t("invite.inviteesTitle")}>
            {invitees.rows.map((person) => (
              <List.Item
                key={person._id}
                prefix={<UserAvatar user={person} size={40} />}
                description={
                  <span className={styles.personMeta}>
                    {t("invite.joined", {
                      time: formatRelative(person.invite_time ?? person.register_date, locale),
                    })}
                    {person.mobile ? ` · ${person.mobile}` : ""}
                  </span>
                }
              >
                <span className={styles.personName} data-testid="invitee-name">
                  {person.nickname || <span className={styles.muted}>{t("invite.noNickname")}</span>}
                </span>
              </List.Item>
            ))}
          </List>
          <InfiniteScroll loadMore={invitees.loadMore} hasMore={invitees.hasMore} />
        </>
      )}
    </PullToRefresh>
  );
}
