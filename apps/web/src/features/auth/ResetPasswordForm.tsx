import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { APP_CONFIG } from "../../config";
import { currentLocale } from "../../i18n";
import { redirectTo } from "../../lib/navigation";
import { toastMessage } from "../../lib/request";
import type { Channel } from "../codes/api";
import { CodeField } from "../codes/CodeField";
import { RecipientField } from "../codes/RecipientField";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck, recipientCheck } from "../codes/validation";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { newPasswordCheck } from "../form/validation";
import authStyles from "./auth.module.css";
import { resetPasswordByCode } from "./code-api";

/**
 * A new password with a `reset-pwd` code sent to the account's mobile or e-mail. The server signs the
 * account out everywhere, so afterwards the login page opens (keeping `uniIdRedirectUrl`).
 */
export function ResetPasswordForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const isMobile = channel === "mobile";
  const recipientLabel = t(isMobile ? "codeLogin.mobile" : "codeLogin.email");
  const form = useForm({
    recipient: recipientCheck(channel)(locale, recipientLabel),
    code: codeCheck(locale, t("codeField.label")),
    password: newPasswordCheck(locale, t("forgot.password")),
    confirm: (value, all) => (value === all.password ? undefined : t("forgot.mismatch")),
  });
  const sender = useCodeSender({
    channel,
    purpose: "reset-pwd",
    recipient: () => form.checkField("recipient"),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    await resetPasswordByCode(channel, {
      recipient: values.recipient.trim(),
      code: values.code.trim(),
      password: values.password,
    });
    void toastMessage(t("forgot.done"), "success");
    const query = params.toString();
    redirectTo(query ? `${APP_CONFIG.login.url}?${query}` : APP_CONFIG.login.url);
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <RecipientField
        {...form.field("recipient")}
        channel={channel}
        label={recipientLabel}
        placeholder={t(isMobile ? "codeLogin.mobilePlaceholder" : "codeLogin.emailPlaceholder")}
      />
      <CodeField {...form.field("code")} sender={sender} />
      <PasswordField
        {...form.field("password")}
        label={t("forgot.password")}
        placeholder={t("forgot.passwordPlaceholder")}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field("confirm")}
        label={t("forgot.confirm")}
        placeholder={t("forgot.confirmPlaceholder")}
        autoComplete="new-password"
        onEnterPress={submit}
      />
      <SubmitButton pending={pending} onClick={submit}>
        {t("forgot.submit")}
      </SubmitButton>
    </form>
  );
}
