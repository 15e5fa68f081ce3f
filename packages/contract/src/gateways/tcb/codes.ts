import { ERRORS, type ErrorName } from "../../errors/catalogue.js";

const upperSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/**
 * SDK codes of Roster errors that are not their name: sign-in's one answer for an unknown name or a wrong
 * password (issue 27) keeps the code this gateway always gave a wrong password, which SDK apps may test.
 */
const SDK_CODES: Partial<Record<ErrorName, string>> = { wrongCredentials: "PASSWORD_ERROR" };

/**
 * The code string a catalogue error is answered with on the CloudBase gateway: the entry's `wire` code
 * (the SDK's own refusals), else the name in upper snake case (`emailAccountExists` ->
 * `EMAIL_ACCOUNT_EXISTS`), but for the exceptions above.
 */
export const tcbCodeOf = (name: ErrorName): string =>
  (ERRORS[name] as { wire?: string }).wire ?? SDK_CODES[name] ?? upperSnake(name);
