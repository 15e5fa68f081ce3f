import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { signedInSchema, ticketField } from "../schemas.js";
import { TICKET_SIGN_IN_ERRORS } from "./ticket-errors.js";

/** `auth.signInWithTicket`: the custom user's account (made and linked on its first sign-in). */
export const signInWithTicket = defineGatewayAction({
  gateway: "tcb",
  action: "auth.signInWithTicket",
  summary:
    "Signs in with a custom ticket (an HS256 JWT from the app's server); its first sign-in makes the account.",
  input: z.object({ ticket: ticketField }),
  output: signedInSchema,
  caller: "none",
  opensSession: "signIn",
  errors: TICKET_SIGN_IN_ERRORS,
});
