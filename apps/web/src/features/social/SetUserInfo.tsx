import { updateUser } from "@roster/contract/routes";
import Button from "antd-mobile/es/components/button";
import { registerTexts, useTranslation } from "../../i18n";
import { socialPageTexts } from "../../i18n/groups/social-pages";
import { currentUrl, navigateToLogin } from "../../lib/navigation";
import { callRoute, toastMessage } from "../../lib/request";
import { hasValidToken } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import authStyles from "../auth/auth.module.css";
import { FormMessage } from "../form/FormMessage";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { PageShell } from "../layout/PageShell";
import { UserAvatar } from "../layout/UserAvatar";
import styles from "./social.module.css";

registerTexts(socialPageTexts);

const HTTPS = /^https:\/\/[^\s]+$/;

/**
 * `uni-id/weixin/set-user-info`: after a WeChat sign-in the user picks an avatar and a nickname, both
 * required, saved with `user/kh/updateUser {avatar, nickname}`. On the web the avatar is an https address
 * (the mini-program's avatar picker does not exist here). Signed out: a way to sign in first.
 */
export function SetUserInfo() {
  const { t } = useTranslation();
  const user = useLifeData((s) => s.$user.userInfo);
  const required = (field: string) => (value: string) =>
    value.trim() === "" ? t("identityPages.setUserInfo.required", { field }) : undefined;
  const form = useForm(
    {
      avatar: (value) =>
        required(t("identityPages.setUserInfo.avatar"))(value) ??
        (HTTPS.test(value.trim()) ? undefined : t("identityPages.setUserInfo.avatarInvalid")),
      nickname: required(t("profile.nickname")),
    },
    { avatar: user.avatar ?? "", nickname: user.nickname ?? "" },
  );
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const input = { avatar: values.avatar.trim(), nickname: values.nickname.trim() };
    await withInlineErrors(callRoute(updateUser, input, { needAlert: false }), form.refusals());
    void toastMessage(t("common.saved"), "success");
  });
  const preview = form.field("avatar").value.trim();

  return (
    <PageShell title={t("identityPages.setUserInfo.title")}>
      <div className={styles.demo}>
        <div className={styles.demoHead}>
          <UserAvatar user={{ ...user, avatar: HTTPS.test(preview) ? preview : undefined }} size={48} />
          <p>{t("identityPages.setUserInfo.intro")}</p>
        </div>
        {hasValidToken() ? (
          <form
            className={`${authStyles.form} ${styles.panel}`}
            onSubmit={(e) => e.preventDefault()}
            noValidate
          >
            <TextField
              {...form.field("avatar")}
              label={t("identityPages.setUserInfo.avatar")}
              placeholder={t("identityPages.setUserInfo.avatarPlaceholder")}
              autoComplete="photo"
              maxLength={1024}
            />
            <TextField
              {...form.field("nickname")}
              label={t("profile.nickname")}
              placeholder={t("identityPages.setUserInfo.nicknamePlaceholder")}
              autoComplete="nickname"
              maxLength={32}
              onEnterPress={submit}
            />
            <FormMessage message={form.formError} />
            <SubmitButton pending={pending} onClick={submit}>
              {t("common.save")}
            </SubmitButton>
          </form>
        ) : (
          <div className={styles.panel}>
            <p className={styles.hint}>{t("identityPages.setUserInfo.signInFirst")}</p>
            <div className={styles.actions}>
              <Button block shape="rounded" color="primary" onClick={() => navigateToLogin(currentUrl())}>
                {t("common.goSignIn")}
              </Button>
            </div>
          </div>
        )}
      </div>
    </PageShell>
  );
}
