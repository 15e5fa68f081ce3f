import { type ReactNode, useId } from "react";
import { useTranslation } from "../../../i18n";
import styles from "../admin.module.css";
import { optionKey } from "./form-model";
import type { FieldSpec, FormValue, Option } from "./types";

/** One labelled form control of the console, chosen by the field's kind, with its hint and error. */
export function FieldControl<R>(props: {
  field: FieldSpec<R>;
  value: FormValue;
  error?: string;
  options: Option[];
  readOnly?: boolean;
  /** Editing an existing record (some hints differ). */
  editing?: boolean;
  onChange: (value: FormValue) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { field } = props;
  const hint = (props.editing && field.editHint) || field.hint;
  const required =
    !props.readOnly && (field.required === true || (field.required === "create" && !props.editing));
  const describedBy = [props.error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  const common = {
    id,
    name: field.name,
    disabled: props.readOnly,
    "aria-required": required || undefined,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  const text = typeof props.value === "string" ? props.value : "";
  const label = t(field.label);
  let control: ReactNode;
  if (field.kind === "switch") {
    return (
      <div className={styles.field}>
        <label className={styles.switchRow} htmlFor={id}>
          <span>{label}</span>
          <input
            {...common}
            type="checkbox"
            role="switch"
            aria-checked={props.value === true}
            className={styles.switch}
            checked={props.value === true}
            onChange={(e) => props.onChange(e.target.checked)}
          />
        </label>
        {hint && (
          <div className={styles.hint} id={`${id}-hint`}>
            {t(hint, field.hintValues)}
          </div>
        )}
      </div>
    );
  }
  if (field.kind === "select") {
    const known = props.options.some((o) => optionKey(o.value) === text);
    control = (
      <select
        {...common}
        className={styles.input}
        value={text}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {!known && <option value={text}>{text || "—"}</option>}
        {props.options.map((option) => (
          <option key={optionKey(option.value)} value={optionKey(option.value)}>
            {option.raw ? option.label : t(option.label)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "textarea" || field.kind === "lines" || field.kind === "json") {
    control = (
      <textarea
        {...common}
        className={`${styles.input} ${styles.textarea} ${field.kind === "json" ? styles.code : ""}`}
        value={text}
        rows={field.kind === "json" ? 8 : 3}
        onChange={(e) => props.onChange(e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        className={styles.input}
        type={field.kind === "password" ? "password" : field.kind === "number" ? "number" : "text"}
        inputMode={field.kind === "number" ? "numeric" : undefined}
        autoComplete={field.kind === "password" ? "new-password" : "off"}
        value={text}
        onChange={(e) => props.onChange(e.target.value)}
      />
    );
  }
  return (
    <div className={props.error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <span className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {/* Outside the label, so that the field's name stays its label; the input says it is required. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {control}
      {hint && (
        <div className={styles.hint} id={`${id}-hint`}>
          {t(hint, field.hintValues)}
        </div>
      )}
      {props.error && (
        <div className={styles.error} id={`${id}-error`} role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
