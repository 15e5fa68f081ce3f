import { useTranslation } from "../../i18n";
import styles from "./social.module.css";
import type { ActionProblem } from "./use-provider-actions";

/** A refusal shown inline: the server's words, and for the last-sign-in guard what to do about it. */
export function ProblemNote({ problem, className }: { problem: ActionProblem | null; className?: string }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <div className={`${styles.error} ${className ?? ""}`} role="alert">
      {problem.message}
      {problem.lastMethod && <p className={styles.explain}>{t("social.linked.lastMethod")}</p>}
    </div>
  );
}
