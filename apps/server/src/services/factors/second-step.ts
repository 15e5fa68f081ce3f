import { createHash, randomBytes } from "node:crypto";
import { RosterError, SECOND_FACTOR_LIMITS, type SecondFactorKind, type SecondStep } from "@roster/contract";
import type { MfaTicketRow, UserRow } from "../../db/schema.js";
import type { ClientInfo } from "../../lib/client-info.js";
import type { FactorServices } from "./factors.js";
import { insertTicket, spendTicket, takeTicketTry } from "./repository.js";

/** What a first step proved, kept with its ticket until the second step makes the session. */
export interface FirstStep {
  type: "login" | "register";
  loginType: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The device a ticket is bound to, as the client declared it: its app and platform, and its device id
 * (its user agent when it sends none). A ticket taken to another device is no ticket.
 */
const bindingOf = (client: ClientInfo) =>
  sha256(
    ["roster/mfa-ticket/v1", client.appid, client.platform, client.deviceId || client.userAgent].join("\n"),
  );

/**
 * The refusal that stops a sign-in of `user` at its second step: a new ticket (stored by its hash, for
 * this device, SECOND_FACTOR_LIMITS.ticketSeconds) and the factor kinds it can be finished with.
 */
export async function secondStepNeeded(
  svc: Pick<FactorServices, "db" | "clock">,
  user: Pick<UserRow, "id" | "session_epoch">,
  client: ClientInfo,
  first: FirstStep,
  kinds: SecondFactorKind[],
): Promise<RosterError> {
  const now = svc.clock.now();
  const ticket = randomBytes(32).toString("base64url");
  const expiresAt = now + SECOND_FACTOR_LIMITS.ticketSeconds * 1000;
  await insertTicket(svc.db, {
    id: sha256(ticket),
    user_id: user.id,
    session_epoch: user.session_epoch,
    binding: bindingOf(client),
    sign_type: first.type,
    login_type: first.loginType,
    created_at: now,
    expires_at: expiresAt,
    used_at: null,
  });
  const extra: SecondStep = { mfaTicket: ticket, mfaTicketExpired: expiresAt, factors: kinds };
  return new RosterError("secondStepNeeded", {}, extra);
}

/** A ticket's answer taken: its row, and how many answers it has left after this one. */
export interface TicketTry {
  row: MfaTicketRow;
  left: number;
}

/**
 * Takes one of the ticket's answers for this device (SECOND_FACTOR_LIMITS.ticketTries in all): 91501 when
 * it is unknown, expired, used, spent or from another device.
 */
export async function takeTicket(
  svc: Pick<FactorServices, "db" | "clock">,
  ticket: string,
  client: ClientInfo,
): Promise<TicketTry> {
  const max = SECOND_FACTOR_LIMITS.ticketTries;
  const row = await takeTicketTry(svc.db, sha256(ticket), bindingOf(client), svc.clock.now(), max);
  if (!row) throw new RosterError("mfaTicketInvalid");
  return { row, left: max - row.tries };
}

/** Uses the ticket up once its answer was right: 91501 for all but one of the callers that got there. */
export async function spendTakenTicket(svc: Pick<FactorServices, "db" | "clock">, taken: TicketTry) {
  if (!(await spendTicket(svc.db, taken.row.id, svc.clock.now()))) throw new RosterError("mfaTicketInvalid");
}
