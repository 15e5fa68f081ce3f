import type { ErrorName } from "../../../errors/catalogue.js";

/** What reading a custom ticket answers: tickets switched off, a ticket that is not good. */
export const TICKET_ERRORS: readonly ErrorName[] = ["tcbTicketsDisabled", "tcbInvalidTicket"];

/** What a sign-in by ticket answers: the ticket, the consent of a new account, an account that is closed. */
export const TICKET_SIGN_IN_ERRORS: readonly ErrorName[] = [
  ...TICKET_ERRORS,
  "consentRequired",
  "termsVersionOutdated",
  "accountBanned",
  "accountClosed",
];
