import { isUsername, type Locale, type ValidationMessageKey } from "@roster/contract";
import { i18n, registerTexts } from "../../i18n";
import { validationGroup } from "../../i18n/groups/validation";

registerTexts(validationGroup);

/** The server's message for a broken rule (the contract's, under `validation`), in `locale`, naming the field. */
export function ruleMessage(rule: ValidationMessageKey, locale: Locale, field: string): string {
  return i18n.t(`validation.${rule}`, { lng: locale, field });
}

/** A field check for a form: the message of the first rule `value` breaks, or undefined. */
export type FieldCheck = (value: string) => string | undefined;

/** Required text (after trimming). */
export const requiredCheck =
  (locale: Locale, field: string): FieldCheck =>
  (value) =>
    value.trim() === "" ? ruleMessage("required", locale, field) : undefined;

/** The seed's username rule (a letter, then 2-31 of letters, digits, _ or -). */
export const usernameCheck =
  (locale: Locale, field: string): FieldCheck =>
  (value) =>
    requiredCheck(locale, field)(value) ??
    (isUsername(value.trim()) ? undefined : ruleMessage("username", locale, field));
