import Input from "antd-mobile/es/components/input";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { CallError, toastMessage } from "../../lib/request";
import formStyles from "../form/form.module.css";
import { showRefusal } from "../form/server-errors";
import { useInputError } from "../form/use-input-error";
import { Dialog } from "../layout/overlays";
import { acceptInviteCode } from "./api";
import styles from "./invite.module.css";

/**
 * Asks a signed-in user without an inviter for the code they received and accepts it. The server's
 * refusals (80501 invalid code, 80503 already set) show in the dialog, under the code, until it changes.
 */
export function AcceptInviteDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const { ref: input, errorId } = useInputError(error);
  const close = () => {
    setError(undefined);
    onClose();
  };
  const accept = async () => {
    const inviteCode = code.trim();
    if (inviteCode === "") return;
    setError(undefined);
    try {
      await acceptInviteCode({ inviteCode });
    } catch (refusal) {
      if (!(refusal instanceof CallError)) throw refusal;
      // The dialog has one field: whatever the server refused, it is said under it.
      showRefusal(refusal, {
        fields: ["inviteCode"],
        show: (_field, message) => setError(message),
        showForm: setError,
      });
      return;
    }
    setCode("");
    onClose();
    void toastMessage(t("invite.accepted"), "success");
  };
  return (
    <Dialog
      visible={visible}
      title={t("invite.acceptTitle")}
      onClose={close}
      closeOnMaskClick
      content={
        <>
          <p className={styles.dialogHint}>{t("invite.acceptHint")}</p>
          <Input
            ref={input}
            className={styles.dialogInput}
            data-field-box=""
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
            placeholder={t("invite.acceptPlaceholder")}
            maxLength={32}
            clearable
            autoFocus
            onEnterPress={() => void accept()}
            aria-label={t("invite.acceptPlaceholder")}
          />
          {error && (
            <div className={formStyles.error} id={errorId} role="alert">
              {error}
            </div>
          )}
        </>
      }
      actions={[
        [
          { key: "cancel", text: t("common.cancel"), onClick: close },
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
