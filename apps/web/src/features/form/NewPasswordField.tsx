import type { PasswordStrength } from "@roster/contract/validators/password-policy";
import { useTranslation } from "../../i18n";
import styles from "./form.module.css";
import { PasswordField } from "./PasswordField";
import type { TextFieldProps } from "./TextField";

const LEVEL: Record<PasswordStrength, number> = { weak: 1, fair: 2, strong: 3 };

/**
 * A new password: the {@link PasswordField} with a strength meter under it once something is typed. The
 * meter says its verdict in words, in a polite live region, and by how many of its three bars are lit:
 * never by colour alone.
 */
export function NewPasswordField({
  strength,
  ...props
}: Omit<TextFieldProps, "type" | "extra"> & { strength: PasswordStrength }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField {...props} autoComplete="new-password" />
      {props.value !== "" && (
        <div className={styles.strength} data-strength={strength}>
          <div className={styles.strengthBars} aria-hidden="true">
            {[1, 2, 3].map((bar) => (
              <span key={bar} className={bar <= LEVEL[strength] ? styles.lit : undefined} />
            ))}
          </div>
          <span className={styles.strengthLabel} aria-live="polite">
            {t("strength.label", { value: t(`strength.${strength}`) })}
          </span>
        </div>
      )}
    </>
  );
}
