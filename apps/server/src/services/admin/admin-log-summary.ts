import { AUDIT_TARGET_SENTENCES, catalogueText, isAuditTitle, type Locale } from "@roster/contract";

/** What a sentence needs of an entry: who, its title key (or old title), the answer's code and the target. */
interface SummarizedEntry {
  user_id: string;
  user_name: string;
  title: string;
  response_code: number;
  target_id: string | null;
  target_name: string | null;
}

const hasTargetSentence = (title: string): title is keyof typeof AUDIT_TARGET_SENTENCES =>
  Object.hasOwn(AUDIT_TARGET_SENTENCES, title);

/**
 * An admin-log entry as one sentence in `locale`, for the reader and for screen readers: "admin reset the
 * password of alice"; a refused call says so with its code and title; an account withheld from the reader
 * (`hidden`) is "an account above your rights"; one without a name is its id. `title` is the entry's title
 * as the reader sees it.
 */
export function adminLogSummary(
  entry: SummarizedEntry,
  shown: { title: string; hidden: boolean },
  locale: Locale,
): string {
  const actor = entry.user_name || entry.user_id;
  const target = shown.hidden
    ? catalogueText("auditSentenceParts", "hiddenTarget", locale)
    : (entry.target_name ?? entry.target_id ?? undefined);
  if (entry.response_code !== 0) {
    const params = { actor, code: entry.response_code, title: shown.title };
    return target === undefined
      ? catalogueText("auditSentenceParts", "refused", locale, params)
      : catalogueText("auditSentenceParts", "refusedOn", locale, { ...params, target });
  }
  if (!isAuditTitle(entry.title)) {
    return catalogueText("auditSentenceParts", "untitled", locale, { actor, title: shown.title });
  }
  if (target !== undefined && hasTargetSentence(entry.title)) {
    return catalogueText("auditTargetSentences", entry.title, locale, { actor, target });
  }
  return catalogueText("auditSentences", entry.title, locale, { actor });
}
