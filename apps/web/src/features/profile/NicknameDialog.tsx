import { LIMITS } from "@roster/contract";
import Input from "antd-mobile/es/components/input";
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import formStyles from "../form/form.module.css";
import { showRefusal } from "../form/server-errors";
import { useInputError } from "../form/use-input-error";
import { Dialog } from "../layout/overlays";
import { useModalFocus } from "../layout/use-modal-focus";
import styles from "./profile.module.css";

/**
 * A dialog to edit the nickname; `onSave` receives the trimmed text and saves it (quietly). The dialog
 * closes once it is saved; a refusal stays in the dialog, under the field, until the text changes.
 */
export function NicknameDialog(props: {
  visible: boolean;
  initial: string;
  onClose: () => void;
  onSave: (nickname: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState<string>();
  const { ref: input, errorId } = useInputError(error);
  // Start from the current nickname each time the dialog opens, never while the user types.
  const [wasVisible, setWasVisible] = useState(props.visible);
  if (props.visible !== wasVisible) {
    setWasVisible(props.visible);
    if (props.visible) {
      setValue(props.initial);
      setError(undefined);
    }
  }
  // Focus inside the dialog (its field), Tab kept in it, Esc to cancel, focus back to the row on closing.
  const field = useRef<HTMLDivElement>(null);
  const [root] = useState(() => ({
    get current() {
      return field.current?.closest<HTMLElement>('[role="dialog"]') ?? field.current;
    },
  }));
  useModalFocus(root, props.visible, props.onClose);
  const save = async () => {
    setError(undefined);
    try {
      await props.onSave(value.trim());
    } catch (refusal) {
      // The dialog has one field: whatever the server refused, it is said under it.
      showRefusal(refusal, {
        fields: ["nickname"],
        show: (_field, message) => setError(message),
        showForm: setError,
      });
      return;
    }
    props.onClose();
  };
  return (
    <Dialog
      visible={props.visible}
      title={t("profile.nickname")}
      onClose={props.onClose}
      closeOnMaskClick
      content={
        <div ref={field} data-modal-focus="">
          <Input
            ref={input}
            className={styles.dialogInput}
            data-field-box=""
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            placeholder={t("profile.nicknamePlaceholder")}
            maxLength={LIMITS.nicknameMaxLength}
            clearable
            autoFocus
            onEnterPress={() => void save()}
            aria-label={t("profile.nickname")}
          />
          {error && (
            <div className={formStyles.error} id={errorId} role="alert">
              {error}
            </div>
          )}
        </div>
      }
      actions={[
        [
          { key: "cancel", text: t("common.cancel"), onClick: props.onClose },
          { key: "save", text: t("common.save"), bold: true, onClick: save },
        ],
      ]}
    />
  );
}
