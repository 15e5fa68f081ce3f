import { registerTexts, useTranslation } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";
import { templateTexts } from "../../i18n/groups/template";
import { useSession } from "../../store/use-session";
import { CodeLoginForm } from "../auth/CodeLoginForm";
import { ResetPasswordForm } from "../auth/ResetPasswordForm";
import type { Channel } from "../codes/api";
import { maskRecipient } from "../codes/mask-recipient";
import { PageShell } from "../layout/PageShell";
import { BindForm, ChangeForm, UnbindForm } from "../profile/IdentityForms";
import { AccountState } from "./AccountState";
import styles from "./template.module.css";

registerTexts(codeTexts);
registerTexts(templateTexts);

/** A titled card of a demo page. */
function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The template's mobile and e-mail pages (`uni-id/mobile/mobile`, `uni-id/email/email`): everything a code
 * does for one channel. Signed out: sign in by code (a new recipient can register; the page stays) and reset
 * the password by code. Signed in: link a mobile or address, or change and unlink the linked one. Codes come
 * from the server's providers: in development, its console outbox.
 */
export function CodeDemo({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const current = (channel === "mobile" ? user.mobile : user.email) ?? "";
  const stay = () => undefined;
  return (
    <PageShell title={t(channel === "mobile" ? "template.pages.mobile" : "template.pages.email")}>
      <p className={styles.intro}>
        {t(channel === "mobile" ? "template.code.mobileIntro" : "template.code.emailIntro")}
      </p>
      <AccountState />
      {signedIn ? (
        <>
          <Card id="code-current" title={t("template.code.current")}>
            <p data-testid="linked-value">
              {current ? maskRecipient(channel, current) : t("template.code.none")}
            </p>
          </Card>
          {current ? (
            <>
              <Card id="code-change" title={t("template.code.change")}>
                <ChangeForm channel={channel} current={current} onDone={stay} />
              </Card>
              <Card id="code-unbind" title={t("template.code.unbind")}>
                <UnbindForm channel={channel} current={current} onDone={stay} />
              </Card>
            </>
          ) : (
            <Card id="code-bind" title={t("template.code.bind")}>
              <BindForm channel={channel} current="" onDone={stay} />
            </Card>
          )}
        </>
      ) : (
        <>
          <Card id="code-sign-in" title={t("template.code.signIn")}>
            <CodeLoginForm channel={channel} onDone={stay} />
          </Card>
          <Card id="code-reset" title={t("template.code.reset")}>
            <ResetPasswordForm channel={channel} />
          </Card>
        </>
      )}
      <p className={styles.hint}>{t("template.devCodes")}</p>
    </PageShell>
  );
}
