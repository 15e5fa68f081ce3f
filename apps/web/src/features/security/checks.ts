import type { Locale } from "@roster/contract";
import { type FieldCheck, requiredCheck } from "../form/validation";

/** An authenticator code as typed: spaces between the groups ("123 456") do not count. */
export const totpDigits = (value: string): string => value.replace(/\s/g, "");

/** An authenticator code: required, then six digits (`wrong` says so otherwise). */
export const totpCodeCheck =
  (locale: Locale, field: string, wrong: string): FieldCheck =>
  (value) =>
    requiredCheck(locale, field)(value) ?? (/^\d{6}$/.test(totpDigits(value)) ? undefined : wrong);

/** A base32 secret in groups of four, as a person copies it by hand: "JBSW Y3DP EHPK 3PXP". */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** The text file of a set of recovery codes: a heading line, a blank line, one code a line. */
export const recoveryCodesFile = (heading: string, codes: readonly string[]): string =>
  `${heading}\n\n${codes.join("\n")}\n`;

/** The file name of the recovery codes' download. */
export const RECOVERY_CODES_FILE = "roster-recovery-codes.txt";
