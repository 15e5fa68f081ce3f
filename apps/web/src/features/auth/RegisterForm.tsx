import * as ERROR_CODES from "@roster/contract/errors/codes";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { APP_CONFIG } from "../../config";
import { currentLocale, useTranslation } from "../../i18n";
import { toastMessage } from "../../lib/request";
import { useLifeData } from "../../store/life-data";
import { loadRules, usePasswordRules } from "../form/account-rules";
import { FormMessage } from "../form/FormMessage";
import { NewPasswordField } from "../form/NewPasswordField";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { usernameCheck } from "../form/validation";
import { InviteCodeField } from "../invite/InviteCodeField";
import { INVITE_CODE_PARAM } from "../invite/links";
import { goAfterLogin } from "./after-login";
import { registerAccount } from "./api";
import styles from "./auth.module.css";
import { CONSENT_ERRORS, TermsConsent } from "./TermsConsent";

/**
 * Creates an account with a username, a password (held to the server's policy, with a strength meter), an
 * optional invite code (filled in from the share link's `inviteCode`, kept as `$user.inviteCode`) and
 * consent to the current terms, signs it in and goes where the user wanted.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const fromLink = params.get(INVITE_CODE_PARAM)?.trim() ?? "";
  const [inviteCode, setInviteCode] = useState(() => fromLink || useLifeData.getState().$user.inviteCode);
  // The server's refusal of the invite code (registerInviteCodeInvalid), until the code changes.
  const [inviteError, setInviteError] = useState<string>();
  // Remembered, so that the code survives a detour (sign in first, come back later).
  useEffect(() => {
    if (fromLink) useLifeData.getState().setInviteCode(fromLink);
  }, [fromLink]);
  const passwords = usePasswordRules();
  const form = useForm({
    username: usernameCheck(locale, t("register.username")),
    password: (value, all) =>
      passwords.check(locale, t("register.password"), { username: all.username })(value),
    confirm: (value, all) => (value === all.password ? undefined : t("register.mismatch")),
    terms: (value) => (value === "yes" ? undefined : t("terms.required")),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const code = inviteCode.trim();
    await withInlineErrors(
      registerAccount(
        {
          username: values.username.trim(),
          password: values.password,
          acceptedTerms: (await loadRules()).termsVersion,
          ...(code ? { inviteCode: code } : {}),
        },
        { needAlert: false },
      ),
      {
        ...form.refusals({
          codes: {
            ...CONSENT_ERRORS,
            [ERROR_CODES.accountExists]: "username",
            [ERROR_CODES.registerInviteCodeInvalid]: "inviteCode",
          },
        }),
        fields: ["username", "password", "terms", "inviteCode"],
        show: (field, message) =>
          field === "inviteCode" ? setInviteError(message) : form.showError(field, message),
      },
    );
    useLifeData.getState().setInviteCode("");
    void toastMessage(t("register.done"), "success");
    goAfterLogin(params.get("uniIdRedirectUrl"));
  });
  const terms = form.field("terms");
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <TextField
        {...form.field("username")}
        label={t("register.username")}
        placeholder={t("register.usernamePlaceholder")}
        autoComplete="username"
        maxLength={32}
      />
      <NewPasswordField
        {...form.field("password")}
        label={t("register.password")}
        placeholder={t(`passwordHint.${passwords.rules?.passwordPolicy ?? "strong"}`)}
        strength={passwords.strength(form.values.password, { username: form.values.username })}
      />
      <PasswordField
        {...form.field("confirm")}
        label={t("register.confirm")}
        placeholder={t("register.confirmPlaceholder")}
        autoComplete="new-password"
        onEnterPress={submit}
      />
      <InviteCodeField
        value={inviteCode}
        onChange={(value) => {
          setInviteError(undefined);
          setInviteCode(value);
        }}
        onEnterPress={submit}
        error={inviteError}
      />
      <TermsConsent
        checked={terms.value === "yes"}
        onChange={(checked) => terms.onChange(checked ? "yes" : "")}
        error={terms.error}
      />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("register.submit")}
      </SubmitButton>
      <p className={styles.switch}>
        {t("register.haveAccount")}{" "}
        <Link to={{ pathname: APP_CONFIG.login.url, search: params.toString() }} replace>
          {t("common.goSignIn")}
        </Link>
      </p>
    </form>
  );
}
