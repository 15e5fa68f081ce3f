import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import { lazy, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { currentLocale, LANGUAGES, useTranslation } from "../../i18n";
import { navigateTo } from "../../lib/navigation";
import { confirmDialog } from "../../lib/request";
import { signOut } from "../auth/sign-out";
import { DEVICES_URL } from "../devices/links";
import { LanguagePicker } from "../i18n/LanguageButton";
import { IDENTITY_URL } from "../identity/links";
import { Icon } from "../layout/icons";
import { OnceOpened } from "../layout/OnceOpened";
import { SECURITY_URL } from "../security/links";
import styles from "./profile.module.css";

// Loaded on first opening: their forms are not part of the profile's first screen.
const ChangePasswordPopup = lazy(() =>
  import("./ChangePasswordPopup").then((m) => ({ default: m.ChangePasswordPopup })),
);
const DeleteAccountSheet = lazy(() =>
  import("./DeleteAccountSheet").then((m) => ({ default: m.DeleteAccountSheet })),
);

/** What `?open=` opens at once: the home page's password shortcut, or the delete-account sheet. */
const OPENABLE = ["password", "delete"] as const;
type Sheet = (typeof OPENABLE)[number] | "language";

/**
 * Security (change password, or set one when the account was made by code and has none; the sign-in
 * and security page; the devices signed in; identity documents; delete the account), preferences
 * (language) and the sign-out button.
 */
export function ProfileSettings({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  // `?open=password` (the home page's shortcut) or `?open=delete` opens that sheet at once.
  const [params] = useSearchParams();
  const wanted = OPENABLE.find((sheet) => sheet === params.get("open")) ?? null;
  const [open, setOpen] = useState<Sheet | null>(wanted);
  // Also when the page is already open and only `?open=` changes.
  useEffect(() => {
    if (wanted) setOpen(wanted);
  }, [wanted]);
  const close = () => setOpen(null);
  const language = LANGUAGES.find((l) => l.locale === currentLocale())?.label;
  const confirmSignOut = async () => {
    const confirmed = await confirmDialog({
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
        <List.Item prefix={<Icon name="shield" />} onClick={() => navigateTo(SECURITY_URL)}>
          {t("profile.securityEntry")}
        </List.Item>
        <List.Item prefix={<Icon name="smartphone" />} onClick={() => navigateTo(DEVICES_URL)}>
          {t("profile.devicesEntry")}
        </List.Item>
        <List.Item prefix={<Icon name="card" />} onClick={() => navigateTo(IDENTITY_URL)}>
          {t("profile.identityEntry")}
        </List.Item>
        <List.Item
          prefix={<Icon name="trash" />}
          className={styles.danger}
          onClick={() => setOpen("delete")}
          data-testid="delete-account-entry"
        >
          {t("profile.deleteAccountEntry")}
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
      <OnceOpened visible={open === "password"}>
        <ChangePasswordPopup visible={open === "password"} onClose={close} hasPassword={hasPassword} />
      </OnceOpened>
      <OnceOpened visible={open === "delete"}>
        <DeleteAccountSheet
          visible={open === "delete"}
          onClose={close}
          hasPassword={hasPassword}
          onSetPassword={() => setOpen("password")}
        />
      </OnceOpened>
      <LanguagePicker visible={open === "language"} onClose={close} />
    </>
  );
}
