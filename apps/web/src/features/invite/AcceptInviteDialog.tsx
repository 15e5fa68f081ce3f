import Dialog from "antd-mobile/es/components/dialog";
import Input from "antd-mobile/es/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CallError, toastMessage } from "../../lib/request";
import { acceptInviteCode } from "./api";
import styles from "./invite.module.css";

/**
 * Asks a signed-in user without an inviter for the code they received and accepts it. The server's
 * refusals (80501 invalid code, 80503 already set) are alerted by the request layer; the dialog stays.
 */
export function AcceptInviteDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const accept = async () => {
    const inviteCode = code.trim();
    if (inviteCode === "") return;
    try {
      await acceptInviteCode({ inviteCode });
    } catch (error) {
      if (error instanceof CallError) return;
      throw error;
    }
    setCode("");
    onClose();
    void toastMessage(t("invite.accepted"), "success");
  };
  return (
    <Dialog
      visible={visible}
      title={t("invite.acceptTitle")}
      onClose={onClose}
      closeOnMaskClick
      content={
        <>
          <p className={styles.dialogHint}>{t("invite.acceptHint")}</p>
          <Input
            className={styles.dialogInput}
            value={code}
            onChange={setCode}
            placeholder={t("invite.acceptPlaceholder")}
            maxLength={32}
            clearable
            autoFocus
            onEnterPress={() => void accept()}
            aria-label={t("invite.acceptPlaceholder")}
          />
        </>
      }
      actions={[
        [
          { key: "cancel", text: t("common.cancel"), onClick: onClose },
          {
            key: "accept",
            text: t("invite.acceptSubmit"),
            bold: true,
            disabled: code.trim() === "",
            onClick: accept,
          },
        ],
      ]}
    />
  );
}
