import Button from "antd-mobile/es/components/button";
import { Link } from "react-router";
import { APP_CONFIG } from "../../config";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { templateTexts } from "../../i18n/groups/template";
import { currentUrl, loginPageUrl } from "../../lib/navigation";
import { useSession } from "../../store/use-session";
import { signOut } from "../auth/sign-out";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { requiredCheck } from "../form/validation";
import { PageShell } from "../layout/PageShell";
import { AccountState } from "./AccountState";
import { demoAcceptInvite, demoCheckToken, demoGetMyUserInfo, demoInviteCode, demoRename } from "./api";
import { CallResult } from "./CallResult";
import styles from "./template.module.css";
import { useDemoCall } from "./use-demo-call";

registerTexts(templateTexts);

/**
 * The template's util page (`uni-id/util/util`): one button per small account call, each answer shown
 * under the buttons. They act on the signed-in user (a call without a valid token would send the visitor to
 * the login page), so a signed-out visitor gets the way to sign in and back instead.
 */
export function UtilDemo() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { signedIn } = useSession();
  const { outcome, busy, run } = useDemoCall();
  const form = useForm({
    nickname: requiredCheck(locale, t("profile.nickname")),
    inviteCode: requiredCheck(locale, t("template.util.inviteCodeLabel")),
  });
  const button = (action: string, call: () => Promise<unknown>) => (
    <Button shape="rounded" loading={busy === action} onClick={() => void run(action, call)}>
      {action}
    </Button>
  );
  // A button that sends a field's value: the field's message instead of a call while it is empty.
  const fieldButton = (
    action: string,
    name: "nickname" | "inviteCode",
    call: (value: string) => Promise<unknown>,
  ) => (
    <Button
      shape="rounded"
      loading={busy === action}
      onClick={() => {
        const value = form.checkField(name)?.trim();
        if (value) void run(action, () => call(value));
      }}
    >
      {action}
    </Button>
  );
  return (
    <PageShell title={t("template.pages.util")}>
      <p className={styles.intro}>{t("template.util.intro")}</p>
      <AccountState />
      <section className={styles.card} aria-label={t("template.pages.util")}>
        {signedIn ? (
          <div className={styles.actions}>
            {button(t("template.util.getMyUserInfo"), demoGetMyUserInfo)}
            {button(t("template.util.checkToken"), demoCheckToken)}
            {button(t("template.util.inviteCode"), demoInviteCode)}
          </div>
        ) : (
          <p className={styles.hint}>
            <Link to={loginPageUrl(currentUrl())}>{t("login.submit")}</Link>
          </p>
        )}
      </section>
      {signedIn && (
        <>
          <section className={styles.card} aria-labelledby="util-nickname">
            <h2 id="util-nickname">{t("template.util.saveNickname")}</h2>
            <TextField
              {...form.field("nickname")}
              label={t("profile.nickname")}
              placeholder={t("template.util.nicknamePlaceholder")}
              maxLength={32}
            />
            <div className={styles.actions}>
              {fieldButton(t("template.util.saveNickname"), "nickname", demoRename)}
            </div>
          </section>
          <section className={styles.card} aria-labelledby="util-invite">
            <h2 id="util-invite">{t("template.util.acceptInvite")}</h2>
            <TextField
              {...form.field("inviteCode")}
              label={t("template.util.inviteCodeLabel")}
              placeholder={t("template.util.inviteCodePlaceholder")}
              maxLength={32}
            />
            <div className={styles.actions}>
              {fieldButton(t("template.util.acceptInvite"), "inviteCode", demoAcceptInvite)}
            </div>
          </section>
          <div className={`${styles.actions} ${styles.footerActions}`}>
            <Link to={APP_CONFIG.profile.url}>{t("template.util.avatar")}</Link>
            <Button shape="rounded" color="danger" fill="outline" onClick={() => void signOut()}>
              {t("profile.signOut")}
            </Button>
          </div>
        </>
      )}
      <CallResult outcome={outcome} />
    </PageShell>
  );
}
