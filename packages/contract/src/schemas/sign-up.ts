import { z } from "zod";
import { PASSWORD_POLICIES } from "../validators/password-policy.js";
import { plainString } from "./fields.js";

/**
 * `acceptedTerms` of the registering routes (Roster): the version of the terms of service and privacy
 * policy the person read and accepted (the current one is in `user/pub/getAccountRules`). Upstream
 * clients send none and register without a record, unless the server requires consent (REQUIRE_CONSENT).
 */
export const acceptedTermsField = plainString().trim().min(1, { message: "required" }).max(32);

/**
 * `registerTicket` of `register` (Roster): what a code sign-in of `type: "login"` with a verified mobile
 * or e-mail that no account has answers beside 10202 / 10302. It stands for that verified mobile or
 * e-mail for 15 minutes.
 */
export const registerTicketField = plainString().trim().min(1, { message: "required" }).max(1024);

/** What the web needs to know of the account rules before it shows a form. */
export const accountRulesSchema = z.object({
  /** The password policy new passwords are held to. */
  passwordPolicy: z.enum(PASSWORD_POLICIES),
  /** The current version of the terms of service and the privacy policy. */
  termsVersion: z.string(),
  /** Whether registration requires accepting them, for every client. */
  requireConsent: z.boolean(),
});

/** The answer of `user/pub/getAccountRules`. */
export type AccountRules = z.output<typeof accountRulesSchema>;
