import Input from "antd-mobile/es/components/input";
import { type ReactNode, useId } from "react";
import styles from "./form.module.css";
import { useInputError } from "./use-input-error";

/** Props of {@link TextField}: a label, the field state from `useForm`, and input options. */
export interface TextFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onEnterPress?: () => void;
  placeholder?: string;
  type?: "text" | "password";
  autoComplete?: string;
  maxLength?: number;
  /** The on-screen keyboard to show (`tel`, `numeric`, `email`). */
  inputMode?: "text" | "tel" | "numeric" | "email";
  extra?: ReactNode;
}

/**
 * A labelled text input with its error message underneath; while there is one, the input is marked invalid
 * and described by it, so that a screen reader says both.
 */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const { ref: input, errorId } = useInputError(props.error);
  return (
    <div className={props.error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      <div className={styles.control} data-field-box="">
        <Input
          ref={input}
          id={id}
          value={props.value}
          onChange={props.onChange}
          onBlur={props.onBlur}
          onEnterPress={props.onEnterPress}
          placeholder={props.placeholder}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
          clearable
        />
        {props.extra}
      </div>
      {props.error && (
        <div className={styles.error} id={errorId} role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
