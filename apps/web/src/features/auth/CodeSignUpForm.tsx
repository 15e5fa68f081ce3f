import * as ERROR_CODES from "@roster/contract/errors/codes";
import { useSearchParams } from "react-router";
import { currentLocale, useTranslation } from "../../i18n";
import { toastMessage } from "../../lib/request";
import { useLifeData } from "../../store/life-data";
import type { Channel } from "../codes/api";
import codeStyles from "../codes/codes.module.css";
import { loadRules, usePasswordRules } from "../form/account-rules";
import { FormMessage } from "../form/FormMessage";
import { NewPasswordField } from "../form/NewPasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { usernameCheck } from "../form/validation";
import { goAfterLogin } from "./after-login";
import { registerAccount } from "./api";
import styles from "./auth.module.css";
import { CONSENT_ERRORS, TermsConsent } from "./TermsConsent";

/**
 * The second step of a code sign-in whose mobile or address has no account: "create one?", with a
 * username, an optional password, an invite code for a mobile (from `?inviteCode=` or the one kept in
 * lifeData) and the terms. `register` with the server's ticket makes the account with that recipient.
 */
export function CodeSignUpForm(props: {
  channel: Channel;
  recipient: string;
  ticket: string;
  onCancel: () => void;
  /** What happens once the account is made and signed in (default: where the user wanted to go). */
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const isMobile = props.channel === "mobile";
  const keptInviteCode = useLifeData((s) => s.$user.inviteCode);
  const passwords = usePasswordRules();
  const owner = (username: string) => ({ username, [props.channel]: props.recipient });
  const form = useForm(
    {
      username: usernameCheck(locale, t("register.username")),
      password: (value, all) =>
        passwords.check(locale, t("signUp.password"), owner(all.username), true)(value),
      inviteCode: () => undefined,
      terms: (value) => (value === "yes" ? undefined : t("terms.required")),
    },
    { inviteCode: isMobile ? (params.get("inviteCode") ?? keptInviteCode) : "" },
  );
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const inviteCode = values.inviteCode.trim();
    const body = {
      username: values.username.trim(),
      registerTicket: props.ticket,
      acceptedTerms: (await loadRules()).termsVersion,
      ...(values.password ? { password: values.password } : {}),
      ...(inviteCode ? { inviteCode } : {}),
    };
    await withInlineErrors(
      registerAccount(body, { needAlert: false }),
      form.refusals({
        codes: {
          ...CONSENT_ERRORS,
          [ERROR_CODES.accountExists]: "username",
          [ERROR_CODES.registerInviteCodeInvalid]: "inviteCode",
        },
      }),
    );
    useLifeData.getState().setInviteCode("");
    void toastMessage(t("register.done"), "success");
    if (props.onDone) props.onDone();
    else goAfterLogin(params.get("uniIdRedirectUrl"));
  });
  const terms = form.field("terms");
  return (
    <form
      className={styles.form}
      onSubmit={(e) => e.preventDefault()}
      noValidate
      aria-labelledby="sign-up-title"
    >
      <h2 id="sign-up-title" className={styles.signUpTitle}>
        {t(isMobile ? "signUp.titleMobile" : "signUp.titleEmail")}
      </h2>
      <p className={codeStyles.hint}>{t("signUp.hint", { recipient: props.recipient })}</p>
      <TextField
        {...form.field("username")}
        label={t("register.username")}
        placeholder={t("signUp.usernamePlaceholder")}
        autoComplete="username"
        maxLength={32}
      />
      <NewPasswordField
        {...form.field("password")}
        label={t("signUp.password")}
        placeholder={t(`passwordHint.${passwords.rules?.passwordPolicy ?? "strong"}`)}
        strength={passwords.strength(form.values.password, owner(form.values.username))}
      />
      {isMobile && (
        <TextField
          {...form.field("inviteCode")}
          label={t("signUp.inviteCode")}
          placeholder={t("signUp.inviteCodePlaceholder")}
          autoComplete="off"
          maxLength={32}
        />
      )}
      <TermsConsent
        checked={terms.value === "yes"}
        onChange={(checked) => terms.onChange(checked ? "yes" : "")}
        error={terms.error}
      />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("signUp.submit")}
      </SubmitButton>
      <button type="button" className={codeStyles.extrasToggle} onClick={props.onCancel}>
        {t("signUp.cancel")}
      </button>
    </form>
  );
}
