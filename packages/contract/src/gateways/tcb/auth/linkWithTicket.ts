import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { nothing, ticketField } from "../schemas.js";
import { TICKET_ERRORS } from "./ticket-errors.js";

/** `auth.linkWithTicket {ticket}`: links a custom user id to the signed-in account. */
export const linkWithTicket = defineGatewayAction({
  gateway: "tcb",
  action: "auth.linkWithTicket",
  summary: "Links the ticket's custom user to the signed-in account.",
  input: z.object({ ticket: ticketField }),
  output: nothing,
  caller: "user",
  errors: [...TICKET_ERRORS, "tcbCustomUserLinked", "tcbAccountLinked"],
});
