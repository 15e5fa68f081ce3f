import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { currentLocale, registerTexts } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";
import { toastMessage } from "../../lib/request";
import { useLifeData } from "../../store/life-data";
import type { Channel } from "../codes/api";
import { CodeField } from "../codes/CodeField";
import styles from "../codes/codes.module.css";
import { RecipientField } from "../codes/RecipientField";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck, optionalNewPasswordCheck, recipientCheck } from "../codes/validation";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { goAfterLogin } from "./after-login";
import authStyles from "./auth.module.css";
import { signInByCode } from "./code-api";

registerTexts(codeTexts);

/**
 * Sign in with a mobile (SMS) or e-mail code, or register when the number or address is new: then an
 * optional password (and, for a mobile, an invite code: from `?inviteCode=` or the one kept in lifeData)
 * go with it. Afterwards the user goes where they wanted, as after a password sign-in.
 */
export function CodeLoginForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const keptInviteCode = useLifeData((s) => s.$user.inviteCode);
  const inviteCode = channel === "mobile" ? (params.get("inviteCode") ?? keptInviteCode) : "";
  const [extras, setExtras] = useState(inviteCode !== "");
  const extrasId = useId();
  const isMobile = channel === "mobile";
  const recipientLabel = t(isMobile ? "codeLogin.mobile" : "codeLogin.email");
  const form = useForm(
    {
      recipient: recipientCheck(channel)(locale, recipientLabel),
      code: codeCheck(locale, t("codeField.label")),
      // Hidden fields are neither checked nor sent.
      password: (value) =>
        extras ? optionalNewPasswordCheck(locale, t("codeLogin.password"))(value) : undefined,
      inviteCode: () => undefined,
    },
    { inviteCode },
  );
  const sender = useCodeSender({ channel, purpose: "login", recipient: () => form.checkField("recipient") });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const body = await signInByCode(channel, {
      recipient: values.recipient.trim(),
      code: values.code.trim(),
      ...(extras ? { password: values.password, inviteCode: values.inviteCode.trim() } : {}),
    });
    void toastMessage(t(body.type === "register" ? "register.done" : "login.signedIn"), "success");
    goAfterLogin(params.get("uniIdRedirectUrl"));
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <p className={styles.hint}>{t(isMobile ? "codeLogin.smsHint" : "codeLogin.emailHint")}</p>
      <RecipientField
        {...form.field("recipient")}
        channel={channel}
        label={recipientLabel}
        placeholder={t(isMobile ? "codeLogin.mobilePlaceholder" : "codeLogin.emailPlaceholder")}
      />
      <CodeField {...form.field("code")} sender={sender} onEnterPress={submit} />
      <button
        type="button"
        className={styles.extrasToggle}
        aria-expanded={extras}
        aria-controls={extrasId}
        onClick={() => setExtras((open) => !open)}
      >
        {t(isMobile ? "codeLogin.extras" : "codeLogin.extrasEmail")}
        <span aria-hidden="true">{extras ? "▴" : "▾"}</span>
      </button>
      <div id={extrasId} hidden={!extras}>
        <PasswordField
          {...form.field("password")}
          label={t("codeLogin.password")}
          placeholder={t("codeLogin.passwordPlaceholder")}
          autoComplete="new-password"
        />
        {isMobile && (
          <TextField
            {...form.field("inviteCode")}
            label={t("codeLogin.inviteCode")}
            placeholder={t("codeLogin.inviteCodePlaceholder")}
            autoComplete="off"
            maxLength={32}
          />
        )}
      </div>
      <SubmitButton pending={pending} onClick={submit}>
        {t("codeLogin.submit")}
      </SubmitButton>
    </form>
  );
}
