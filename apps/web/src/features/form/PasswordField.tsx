import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Icon } from "../layout/icons";
import styles from "./form.module.css";
import { TextField, type TextFieldProps } from "./TextField";

/** A password {@link TextField} with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "extra">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      maxLength={props.maxLength ?? 128}
      extra={
        <button
          type="button"
          className={styles.eye}
          aria-label={t(visible ? "common.hide" : "common.show")}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={18} />
        </button>
      }
    />
  );
}
