import { useTranslation } from "../../i18n";
import styles from "./template.module.css";
import type { DemoOutcome } from "./use-demo-call";

/** The last answer of a demo page: what was pressed, its code and message, and the answer's fields. */
export function CallResult({ outcome }: { outcome: DemoOutcome | undefined }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles.result}`} aria-labelledby="call-result" aria-live="polite">
      <h2 id="call-result">{t("template.result.title")}</h2>
      {outcome ? (
        <>
          <p
            className={outcome.code === 0 ? styles.ok : styles.failed}
            data-testid="call-outcome"
            data-code={outcome.code}
          >
            {outcome.code === 0
              ? t("template.result.ok", { action: outcome.action })
              : t("template.result.failed", { action: outcome.action, code: outcome.code })}
            {outcome.msg ? ` · ${outcome.msg}` : ""}
          </p>
          <pre data-testid="call-body">{JSON.stringify(outcome.body, null, 2)}</pre>
        </>
      ) : (
        <p className={styles.hint}>{t("template.result.none")}</p>
      )}
    </section>
  );
}
