import * as ERROR_CODES from "@roster/contract/errors/codes";
import { Link, useSearchParams } from "react-router";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";
import { templateTexts } from "../../i18n/groups/template";
import { toastMessage } from "../../lib/request";
import { goAfterLogin } from "../auth/after-login";
import authStyles from "../auth/auth.module.css";
import { CONSENT_ERRORS, TermsConsent } from "../auth/TermsConsent";
import { CodeField } from "../codes/CodeField";
import { RecipientField } from "../codes/RecipientField";
import { CODE_REFUSALS } from "../codes/refusal-fields";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck, mobileCheck } from "../codes/validation";
import { loadRules, usePasswordRules } from "../form/account-rules";
import { FormMessage } from "../form/FormMessage";
import { NewPasswordField } from "../form/NewPasswordField";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { registerByMobile } from "./api";
import { TEMPLATE_LOGIN_URL } from "./template-pages";

registerTexts(codeTexts);
registerTexts(templateTexts);

/** Refusals that name no field, by the field they belong to: the mobile's account, the code, the terms. */
const FIELD_OF_CODE: Readonly<Record<number, string>> = {
  ...CONSENT_ERRORS,
  ...CODE_REFUSALS,
  [ERROR_CODES.mobileAccountExists]: "mobile",
};

/**
 * The template's registration (`uni-id/login/register/register`, upstream registers through
 * `loginBySms {type: "register"}`): a mobile, a `register` code sent to it, a password typed twice and the
 * terms; then the new account is signed in and goes where the user wanted.
 */
export function MobileRegisterForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const passwords = usePasswordRules();
  const owner = (mobile: string) => ({ mobile: mobile.trim() });
  const form = useForm({
    mobile: mobileCheck(locale, t("codeLogin.mobile")),
    code: codeCheck(locale, t("codeField.label")),
    password: (value, all) => passwords.check(locale, t("register.password"), owner(all.mobile))(value),
    confirm: (value, all) => (value === all.password ? undefined : t("register.mismatch")),
    terms: (value) => (value === "yes" ? undefined : t("terms.required")),
  });
  const sender = useCodeSender({
    channel: "mobile",
    purpose: "register",
    recipient: () => form.checkField("mobile"),
    refused: (message) => form.showError("mobile", message),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const input = {
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      password: values.password,
      acceptedTerms: (await loadRules()).termsVersion,
    };
    await withInlineErrors(registerByMobile(input), form.refusals({ codes: FIELD_OF_CODE }));
    void toastMessage(t("register.done"), "success");
    goAfterLogin(params.get("uniIdRedirectUrl"));
  });
  const terms = form.field("terms");
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <RecipientField
        {...form.field("mobile")}
        channel="mobile"
        label={t("codeLogin.mobile")}
        placeholder={t("codeLogin.mobilePlaceholder")}
      />
      <CodeField {...form.field("code")} sender={sender} />
      <NewPasswordField
        {...form.field("password")}
        label={t("register.password")}
        placeholder={t(`passwordHint.${passwords.rules?.passwordPolicy ?? "strong"}`)}
        strength={passwords.strength(form.values.password, owner(form.values.mobile))}
      />
      <PasswordField
        {...form.field("confirm")}
        label={t("register.confirm")}
        placeholder={t("register.confirmPlaceholder")}
        autoComplete="new-password"
      />
      <TermsConsent
        checked={terms.value === "yes"}
        onChange={(checked) => terms.onChange(checked ? "yes" : "")}
        error={terms.error}
      />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("template.register.submit")}
      </SubmitButton>
      <p className={authStyles.switch}>
        {t("template.register.haveAccount")}{" "}
        <Link to={{ pathname: TEMPLATE_LOGIN_URL, search: params.toString() }} replace>
          {t("common.goSignIn")}
        </Link>
      </p>
    </form>
  );
}
