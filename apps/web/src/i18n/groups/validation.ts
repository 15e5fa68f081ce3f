import { type Locale, VALIDATION_MESSAGES } from "@roster/contract";
import type { TextGroup, TextTree } from "../texts";

/** The contract's validation messages in one language, as client texts (the same `{field}` placeholders). */
function validationTexts(locale: Locale): TextTree {
  return Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([rule, messages]) => [rule, messages[locale]]),
  );
}

/**
 * The messages of the field checks under `validation`: the contract's, which the server sends too, so a
 * form shows the same text before and after a request. Added by the form checks (features/form/validation).
 */
export const validationGroup: TextGroup = {
  en: { validation: validationTexts("en") },
  "zh-Hans": { validation: validationTexts("zh-Hans") },
  "zh-Hant": { validation: validationTexts("zh-Hant") },
  es: { validation: validationTexts("es") },
  fr: { validation: validationTexts("fr") },
};
