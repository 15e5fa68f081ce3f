import Dialog from "antd-mobile/es/components/dialog";
import { i18n } from "../../i18n";
import type { SignOutNotice } from "./sign-out-reasons";

/**
 * Tells the user, over the login page the sign-out opened, why this device was signed out: the reason
 * in their language, and the server's own words when it gave no reason Roster knows.
 */
export function alertSignOut(notice: SignOutNotice): Promise<void> {
  const reason = i18n.t(`signedOut.${notice.reason}`);
  return Dialog.alert({
    title: i18n.t("signedOut.title"),
    content: notice.msg ? `${reason} (${notice.msg})` : reason,
    confirmText: i18n.t("common.ok"),
  });
}
