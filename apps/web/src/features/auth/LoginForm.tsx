import { Link, useSearchParams } from "react-router";
import { APP_CONFIG } from "../../config";
import { currentLocale, useTranslation } from "../../i18n";
import { toastMessage } from "../../lib/request";
import { FormMessage } from "../form/FormMessage";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { requiredCheck } from "../form/validation";
import { goAfterLogin } from "./after-login";
import { signIn } from "./api";
import styles from "./auth.module.css";
import { useSecondStep } from "./SecondStep";

/**
 * Sign in with a username, e-mail or mobile and a password; then go where the user wanted, or run `onDone`
 * (a page that stays where it is).
 */
export function LoginForm({ onDone }: { onDone?: () => void } = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const form = useForm({
    username: requiredCheck(locale, t("login.account")),
    password: requiredCheck(locale, t("login.password")),
  });
  const second = useSecondStep(form.reset);

  const { submit, pending } = useSubmit(form.validate, async (values) => {
    try {
      await signIn({ username: values.username.trim(), password: values.password });
    } catch (error) {
      if (second.caught(error)) return;
      // Loaded on the first refusal only: the sign-in page's first load stays small.
      (await import("./sign-in-errors")).showSignInRefusal(error, form.refusals(), t, locale);
      throw error;
    }
    finish();
  });
  const finish = () => {
    void toastMessage(t("login.signedIn"), "success");
    if (onDone) onDone();
    else goAfterLogin(params.get("uniIdRedirectUrl"));
  };
  const secondStep = second.view(finish);
  if (secondStep) return secondStep;
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <TextField
        {...form.field("username")}
        label={t("login.account")}
        placeholder={t("login.accountPlaceholder")}
        autoComplete="username"
        maxLength={254}
      />
      <PasswordField
        {...form.field("password")}
        label={t("login.password")}
        placeholder={t("login.passwordPlaceholder")}
        autoComplete="current-password"
        onEnterPress={submit}
      />
      <div className={styles.forgot}>
        <Link to={{ pathname: APP_CONFIG.forgotPassword.url, search: params.toString() }}>
          {t("codes.forgot")}
        </Link>
      </div>
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("login.submit")}
      </SubmitButton>
      <p className={styles.switch}>
        {t("login.noAccount")}{" "}
        <Link to={{ pathname: APP_CONFIG.register.url, search: params.toString() }} replace>
          {t("login.register")}
        </Link>
      </p>
    </form>
  );
}
