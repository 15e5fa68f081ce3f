import { useTranslation } from "../../i18n";
import styles from "./identity.module.css";

/** Where one photo of a document stands: chosen and being read, read, or refused. */
export interface PhotoState {
  preview: string;
  status: "reading" | "read" | "failed";
  /** The refusal, or a warning about a read photo (unclear, wrong side). */
  message?: string;
}

/**
 * One photo of a document: its title, a preview once chosen, and two ways to choose it: the camera
 * (`capture`) or the album. The refusal of a photo is said under it.
 */
export function PhotoSlot({
  title,
  state,
  onFile,
  testId,
}: {
  title: string;
  state: PhotoState | undefined;
  onFile: (file: File) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const chosen = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <div className={styles.slot} data-testid={testId}>
      <div className={styles.slotTitle}>{title}</div>
      <div className={styles.preview}>
        {state ? (
          <img src={state.preview} alt={title} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        {state?.status === "reading" && <div className={styles.reading}>{t("identity.reading")}</div>}
      </div>
      <div className={styles.slotActions}>
        <label className={styles.pickButton} data-field-box="">
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={chosen}
            data-testid={`${testId}-camera`}
          />
          {t("identity.camera")}
        </label>
        <label className={styles.pickButton} data-field-box="">
          <input type="file" accept="image/*" onChange={chosen} data-testid={`${testId}-album`} />
          {t("identity.album")}
        </label>
      </div>
      {state?.status === "read" && (
        <div className={state.message ? styles.warning : styles.ok} role="status">
          {state.message ?? t("identity.read")}
        </div>
      )}
      {state?.status === "failed" && (
        <div className={styles.error} role="alert">
          {state.message}
        </div>
      )}
    </div>
  );
}
