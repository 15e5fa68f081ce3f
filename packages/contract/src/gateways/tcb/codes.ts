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
export const tcbCodeOf = (name: ErrorName): string => wireOf(name) ?? SDK_CODES[name] ?? upperSnake(name);

const wireOf = (name: ErrorName): string | undefined => (ERRORS[name] as { wire?: string }).wire;

/**
 * Whether an error is one of the SDK's own refusals (its entry has a `wire` code): the gateway answers it
 * as the SDK's servers do, `{code, message}` without Roster's number.
 */
export const isSdkRefusal = (name: ErrorName): boolean => wireOf(name) !== undefined;
