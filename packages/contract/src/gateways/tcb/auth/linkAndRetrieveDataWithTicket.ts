import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { refreshTokenField, ticketField } from "../schemas.js";
import { TICKET_SIGN_IN_ERRORS } from "./ticket-errors.js";

/**
 * `auth.linkAndRetrieveDataWithTicket`: an anonymous visitor becomes the ticket's account. The visitor
 * owns nothing in Roster, so nothing moves; its refresh token is given up.
 */
export const linkAndRetrieveDataWithTicket = defineGatewayAction({
  gateway: "tcb",
  action: "auth.linkAndRetrieveDataWithTicket",
  summary: "Turns an anonymous visitor (its refresh token and uuid) into the ticket's account.",
  input: z.object({
    ticket: ticketField,
    refresh_token: refreshTokenField,
    anonymous_uuid: z.string().max(64).nullish(),
  }),
  output: z.object({ refresh_token: z.string() }),
  caller: "any",
  opensSession: "signIn",
  errors: [...TICKET_SIGN_IN_ERRORS, "tcbNotAnonymous"],
});
