import { registerTexts, useTranslation } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";
import { TextField, type TextFieldProps } from "../form/TextField";
import styles from "./codes.module.css";
import type { CodeSender } from "./use-code-sender";

registerTexts(codeTexts);

/** Props of {@link CodeField}: the field state from `useForm`, a sender, and an optional own label. */
export type CodeFieldProps = Omit<TextFieldProps, "type" | "extra" | "label" | "inputMode"> & {
  sender: CodeSender;
  label?: string;
};

/**
 * The 6-digit verification code input with its "Get code" button, which counts down the resend wait
 * ("Resend in 42 s") after each code. Used by sign-in by code, forgot password and the profile's binding.
 */
export function CodeField({ sender, label, ...field }: CodeFieldProps) {
  const { t } = useTranslation();
  const waiting = sender.remaining > 0;
  const text = waiting
    ? t("codeField.wait", { seconds: sender.remaining })
    : t(sender.sent ? "codeField.resend" : "codeField.send");
  return (
    <TextField
      {...field}
      label={label ?? t("codeField.label")}
      placeholder={field.placeholder ?? t("codeField.placeholder")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      extra={
        <button
          type="button"
          className={styles.send}
          onClick={sender.send}
          disabled={waiting || sender.sending}
          aria-busy={sender.sending || undefined}
        >
          {text}
        </button>
      }
    />
  );
}
