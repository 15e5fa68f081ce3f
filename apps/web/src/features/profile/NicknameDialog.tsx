import { LIMITS } from "@roster/contract";
import Dialog from "antd-mobile/es/components/dialog";
import Input from "antd-mobile/es/components/input";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useModalFocus } from "../layout/use-modal-focus";
import styles from "./profile.module.css";

/** A dialog to edit the nickname; `onSave` receives the trimmed text. */
export function NicknameDialog(props: {
  visible: boolean;
  initial: string;
  onClose: () => void;
  onSave: (nickname: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial);
  // Start from the current nickname each time the dialog opens, never while the user types.
  const [wasVisible, setWasVisible] = useState(props.visible);
  if (props.visible !== wasVisible) {
    setWasVisible(props.visible);
    if (props.visible) setValue(props.initial);
  }
  // Focus inside the dialog (its field), Tab kept in it, Esc to cancel, focus back to the row on closing.
  const field = useRef<HTMLDivElement>(null);
  const [root] = useState(() => ({
    get current() {
      return field.current?.closest<HTMLElement>('[role="dialog"]') ?? field.current;
    },
  }));
  useModalFocus(root, props.visible, props.onClose);
  const save = () => {
    props.onSave(value.trim());
    props.onClose();
  };
  return (
    <Dialog
      visible={props.visible}
      title={t("profile.nickname")}
      onClose={props.onClose}
      closeOnMaskClick
      content={
        <div ref={field}>
          <Input
            className={styles.dialogInput}
            value={value}
            onChange={setValue}
            placeholder={t("profile.nicknamePlaceholder")}
            maxLength={LIMITS.nicknameMaxLength}
            clearable
            autoFocus
            onEnterPress={save}
            aria-label={t("profile.nickname")}
          />
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
