import { TextField, type TextFieldProps } from "../form/TextField";
import type { Channel } from "./api";

/** Props of {@link RecipientField}: the field state from `useForm`, a label and a placeholder. */
export type RecipientFieldProps = { channel: Channel } & Omit<
  TextFieldProps,
  "inputMode" | "autoComplete" | "maxLength" | "type"
>;

/** The mobile number or e-mail address a code goes to, with the matching keyboard and autofill. */
export function RecipientField({ channel, ...field }: RecipientFieldProps) {
  const isMobile = channel === "mobile";
  return (
    <TextField
      {...field}
      inputMode={isMobile ? "tel" : "email"}
      autoComplete={isMobile ? "tel-national" : "email"}
      maxLength={isMobile ? 11 : 254}
    />
  );
}
