import Button from "antd-mobile/es/components/button";
import Dialog from "antd-mobile/es/components/dialog";
import List from "antd-mobile/es/components/list";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { currentLocale, LANGUAGES, registerTexts } from "../../i18n";
import { devicesTexts } from "../../i18n/groups/devices";
import { identityTexts } from "../../i18n/groups/identity";
import { navigateTo } from "../../lib/navigation";
import { signOut } from "../auth/sign-out";
import { DEVICES_URL } from "../devices/links";
import { LanguagePicker } from "../i18n/LanguageButton";
import { IDENTITY_URL } from "../identity/links";
import { Icon } from "../layout/icons";
import { ChangePasswordPopup } from "./ChangePasswordPopup";
import styles from "./profile.module.css";

registerTexts(devicesTexts);
registerTexts(identityTexts);

/**
 * Security (change password, or set one when the account was made by code and has none; the devices
 * signed in), preferences
 * (language) and the sign-out button.
 */
export function ProfileSettings({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  // `?open=password` (the home page's shortcut) opens the password sheet at once.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<"password" | "language" | null>(() =>
    params.get("open") === "password" ? "password" : null,
  );
  const close = () => setOpen(null);
  const language = LANGUAGES.find((l) => l.locale === currentLocale())?.label;
  const confirmSignOut = async () => {
    const confirmed = await Dialog.confirm({
      content: t("profile.signOutConfirm"),
      confirmText: t("profile.signOut"),
      cancelText: t("common.cancel"),
    });
    if (confirmed) await signOut();
  };
  return (
    <>
      <List header={t("profile.security")} mode="card">
        <List.Item prefix={<Icon name="lock" />} onClick={() => setOpen("password")}>
          {t(hasPassword ? "profile.changePassword" : "profile.setPassword")}
        </List.Item>
        <List.Item prefix={<Icon name="smartphone" />} onClick={() => navigateTo(DEVICES_URL)}>
          {t("devices.entry")}
        </List.Item>
        <List.Item prefix={<Icon name="card" />} onClick={() => navigateTo(IDENTITY_URL)}>
          {t("identity.entry")}
        </List.Item>
      </List>
      <List header={t("profile.preferences")} mode="card">
        <List.Item prefix={<Icon name="globe" />} extra={language} onClick={() => setOpen("language")}>
          {t("profile.language")}
        </List.Item>
      </List>
      <div className={styles.signOut}>
        <Button block size="large" shape="rounded" onClick={() => void confirmSignOut()}>
          <span className={styles.signOutLabel}>
            <Icon name="logOut" size={18} />
            {t("profile.signOut")}
          </span>
        </Button>
      </div>
      <ChangePasswordPopup visible={open === "password"} onClose={close} hasPassword={hasPassword} />
      <LanguagePicker visible={open === "language"} onClose={close} />
    </>
  );
}
