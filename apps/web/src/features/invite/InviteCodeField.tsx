import { registerTexts, useTranslation } from "../../i18n";
import { inviteTexts } from "../../i18n/groups/invite";
import { TextField } from "../form/TextField";
import styles from "./invite.module.css";
import { useInviterHint } from "./use-inviter";

registerTexts(inviteTexts);

/**
 * The register form's optional invite code, filled in from the share link; shows whose code it is (or that
 * no account has it) once the field is left, or the server's refusal of it (`error`).
 */
export function InviteCodeField(props: {
  value: string;
  onChange: (value: string) => void;
  onEnterPress?: () => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { hint, check, clear } = useInviterHint(props.value);
  return (
    <>
      <TextField
        label={t("invite.field")}
        placeholder={t("invite.fieldPlaceholder")}
        value={props.value}
        onChange={(value) => {
          clear();
          props.onChange(value);
        }}
        onBlur={() => void check(props.value)}
        onEnterPress={props.onEnterPress}
        error={props.error ?? (hint.kind === "unknown" ? t("invite.inviterUnknown") : undefined)}
        autoComplete="off"
        maxLength={32}
      />
      {hint.kind === "found" && (
        <p className={styles.inviterHint} data-testid="inviter-hint">
          {t("invite.inviterFound", { name: hint.name })}
        </p>
      )}
    </>
  );
}
