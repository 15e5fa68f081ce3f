import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { APP_CONFIG } from "../../config";
import { currentLocale } from "../../i18n";
import { goAfterLogin } from "../../lib/navigation";
import { toastMessage } from "../../lib/request";
import { PasswordField } from "../form/PasswordField";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { registerAccount } from "./api";
import styles from "./auth.module.css";
import { useSubmit } from "./use-submit";
import { newPasswordCheck, usernameCheck } from "./validation";

/** Creates an account with a username and a password, signs it in and goes where the user wanted. */
export function RegisterForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const form = useForm({
    username: usernameCheck(locale, t("register.username")),
    password: newPasswordCheck(locale, t("register.password")),
    confirm: (value, all) => (value === all.password ? undefined : t("register.mismatch")),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    await registerAccount({ username: values.username.trim(), password: values.password });
    void toastMessage(t("register.done"), "success");
    goAfterLogin(params.get("uniIdRedirectUrl"));
  });
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <TextField
        {...form.field("username")}
        label={t("register.username")}
        placeholder={t("register.usernamePlaceholder")}
        autoComplete="username"
        maxLength={32}
      />
      <PasswordField
        {...form.field("password")}
        label={t("register.password")}
        placeholder={t("register.passwordPlaceholder")}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field("confirm")}
        label={t("register.confirm")}
        placeholder={t("register.confirmPlaceholder")}
        autoComplete="new-password"
        onEnterPress={submit}
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={pending}
        onClick={submit}
        className={styles.submit}
      >
        {t("register.submit")}
      </Button>
      <p className={styles.switch}>
        {t("register.haveAccount")}{" "}
        <Link to={{ pathname: APP_CONFIG.login.url, search: params.toString() }} replace>
          {t("register.signIn")}
        </Link>
      </p>
    </form>
  );
}
