import type { UserInfo } from "@roster/contract";
import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import { useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { inviteTexts } from "../../i18n/groups/invite";
import { copyText } from "../../lib/clipboard";
import { navigateTo } from "../../lib/navigation";
import { toastMessage } from "../../lib/request";
import { Icon } from "../layout/icons";
import { OnceOpened } from "../layout/OnceOpened";
import { AcceptInviteDialog } from "./AcceptInviteDialog";
import styles from "./invite.module.css";
import { INVITEES_URL, inviteLink } from "./links";
import { useInviteCode } from "./use-invite-code";

registerTexts(inviteTexts);

/**
 * The profile's invite card: my code and its share link (copy, or the system share sheet where there is
 * one), the people I invited, and, while I have no inviter, a way to enter the code I received.
 */
export function InviteCard({ user }: { user: Partial<UserInfo> }) {
  const { t } = useTranslation();
  const { code } = useInviteCode(user);
  const [accepting, setAccepting] = useState(false);
  const link = code ? inviteLink(code) : "";
  const copy = async (text: string) => {
    const copied = await copyText(text);
    void toastMessage(t(copied ? "invite.copied" : "invite.copyFailed"), copied ? "success" : "fail");
  };
  const share = async () => {
    try {
      await navigator.share({
        title: t("invite.shareTitle"),
        text: t("invite.shareText", { code }),
        url: link,
      });
    } catch {
      // Closed without sharing: nothing to tell.
    }
  };
  const needsInviter = Array.isArray(user.inviter_uid) && user.inviter_uid.length === 0;
  return (
    <List header={t("invite.title")} mode="card">
      <List.Item
        extra={
          <span className={styles.code} data-testid="my-invite-code">
            {code || t("invite.gettingCode")}
          </span>
        }
      >
        {t("invite.myCode")}
      </List.Item>
      {code && (
        <List.Item
          description={
            <>
              <span className={styles.link} data-testid="invite-link">
                {link}
              </span>
              <span className={styles.actions}>
                <Button size="small" shape="rounded" onClick={() => void copy(code)}>
                  {t("invite.copyCode")}
                </Button>
                <Button size="small" shape="rounded" onClick={() => void copy(link)}>
                  {t("invite.copyLink")}
                </Button>
                {typeof navigator.share === "function" && (
                  <Button
                    size="small"
                    shape="rounded"
                    color="primary"
                    fill="outline"
                    onClick={() => void share()}
                  >
                    {t("invite.share")}
                  </Button>
                )}
              </span>
            </>
          }
        >
          {t("invite.link")}
        </List.Item>
      )}
      <List.Item prefix={<Icon name="users" />} onClick={() => navigateTo(INVITEES_URL)}>
        {t("invite.invitees")}
      </List.Item>
      {needsInviter && (
        <List.Item prefix={<Icon name="userPlus" />} onClick={() => setAccepting(true)}>
          {t("invite.accept")}
        </List.Item>
      )}
      <OnceOpened visible={accepting}>
        <AcceptInviteDialog visible={accepting} onClose={() => setAccepting(false)} />
      </OnceOpened>
    </List>
  );
}
