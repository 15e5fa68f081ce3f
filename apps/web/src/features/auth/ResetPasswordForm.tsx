import { useSearchParams } from "react-router";
import { APP_CONFIG } from "../../config";
import { currentLocale, useTranslation } from "../../i18n";
import { redirectTo } from "../../lib/navigation";
import { toastMessage } from "../../lib/request";
import type { Channel } from "../codes/api";
import { CodeField } from "../codes/CodeField";
import { RecipientField } from "../codes/RecipientField";
import { CODE_REFUSALS, RECIPIENT_NAMES } from "../codes/refusal-fields";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck, recipientCheck } from "../codes/validation";
import { usePasswordRules } from "../form/account-rules";
import { FormMessage } from "../form/FormMessage";
import { NewPasswordField } from "../form/NewPasswordField";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
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
  const passwords = usePasswordRules();
  // What the password must not contain: the recipient (the account's username is not known here).
  const ownerOf = (recipient: string) => ({ [channel]: recipient.trim() });
  const form = useForm({
    recipient: recipientCheck(channel)(locale, recipientLabel),
    code: codeCheck(locale, t("codeField.label")),
    password: (value, all) => passwords.check(locale, t("password.new"), ownerOf(all.recipient))(value),
    confirm: (value, all) => (value === all.password ? undefined : t("register.mismatch")),
  });
  const sender = useCodeSender({
    channel,
    purpose: "reset-pwd",
    recipient: () => form.checkField("recipient"),
    refused: (message) => form.showError("recipient", message),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const input = { recipient: values.recipient.trim(), code: values.code.trim(), password: values.password };
    // The server's refusal of the password (it knows the username too) shows under the field, a wrong
    // code under the code; an unknown mobile or address, as the form's message.
    await withInlineErrors(
      resetPasswordByCode(channel, input, { needAlert: false }),
      form.refusals({ codes: CODE_REFUSALS, names: RECIPIENT_NAMES }),
    );
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
      <NewPasswordField
        {...form.field("password")}
        label={t("password.new")}
        placeholder={t(`passwordHint.${passwords.rules?.passwordPolicy ?? "strong"}`)}
        strength={passwords.strength(form.values.password, ownerOf(form.values.recipient))}
      />
      <PasswordField
        {...form.field("confirm")}
        label={t("password.confirm")}
        placeholder={t("password.confirmPlaceholder")}
        autoComplete="new-password"
        onEnterPress={submit}
      />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("forgot.submit")}
      </SubmitButton>
    </form>
  );
}
