import * as ERROR_CODES from "@roster/contract/errors/codes";
import { APP_CONFIG } from "../../config";
import { currentLocale, useTranslation } from "../../i18n";
import { navigateToLogin } from "../../lib/navigation";
import { alertDialog } from "../../lib/request";
import { clearSession } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import authStyles from "../auth/auth.module.css";
import { usePasswordRules } from "../form/account-rules";
import { FormMessage } from "../form/FormMessage";
import { NewPasswordField } from "../form/NewPasswordField";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { requiredCheck } from "../form/validation";
import { ModalSheet } from "../layout/ModalSheet";
import { changePassword, setFirstPassword } from "./api";

/**
 * The change-password sheet, or, for an account made by code that has no password yet (`hasPassword`
 * false), the set-password sheet without the current password. On success every session is revoked by
 * the server, so the user is told and sent to sign in again with the new password (back to `returnTo`
 * afterwards).
 */
export function ChangePasswordPopup({
  visible,
  onClose,
  hasPassword,
  returnTo = APP_CONFIG.profile.url,
}: {
  visible: boolean;
  onClose: () => void;
  hasPassword: boolean;
  /** The page to come back to after signing in again (default: the profile). */
  returnTo?: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const passwords = usePasswordRules(visible);
  const user = useLifeData((s) => s.$user.userInfo);
  const owner = { username: user?.username, mobile: user?.mobile, email: user?.email };
  const form = useForm({
    oldPassword: (value) => (hasPassword ? requiredCheck(locale, t("password.old"))(value) : undefined),
    newPassword: passwords.check(locale, t("password.new"), owner),
    confirm: (value, all) => (value === all.newPassword ? undefined : t("register.mismatch")),
  });
  const { submit, pending } = useSubmit(form.validate, async ({ oldPassword, newPassword }) => {
    // The server's refusals show under their field (`password` is resetPwd's name of the new one).
    const call = hasPassword
      ? changePassword({ oldPassword, newPassword }, { needAlert: false })
      : setFirstPassword({ password: newPassword }, { needAlert: false });
    await withInlineErrors(
      call,
      form.refusals({
        codes: { [ERROR_CODES.invalidOldPassword]: "oldPassword" },
        names: { password: "newPassword" },
      }),
    );
    onClose();
    form.reset();
    // The server ended this session too, and closes its sockets with a quiet `signedOut` (the web client
    // shows no alert for it): forget the session before saying so, which also closes them here should this
    // answer come first.
    clearSession();
    await alertDialog({ content: t("password.changed"), confirmText: t("common.ok") });
    navigateToLogin(returnTo);
  });
  return (
    <ModalSheet
      visible={visible}
      onClose={onClose}
      title={t(hasPassword ? "password.title" : "password.setTitle")}
    >
      <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
        {hasPassword && (
          <PasswordField
            {...form.field("oldPassword")}
            label={t("password.old")}
            placeholder={t("password.oldPlaceholder")}
            autoComplete="current-password"
          />
        )}
        <NewPasswordField
          {...form.field("newPassword")}
          label={t("password.new")}
          placeholder={t(`passwordHint.${passwords.rules?.passwordPolicy ?? "strong"}`)}
          strength={passwords.strength(form.values.newPassword, owner)}
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
          {t(hasPassword ? "password.submit" : "password.setSubmit")}
        </SubmitButton>
      </form>
    </ModalSheet>
  );
}
