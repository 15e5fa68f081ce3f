import { createHmac, timingSafeEqual } from "node:crypto";
import { RosterError } from "@roster/contract";
import { decodeBase64Url } from "../../lib/base64url.js";
import type { Services } from "../services.js";

/** A mobile or e-mail proven by a code, that no account had. */
export interface VerifiedRecipient {
  channel: "mobile" | "email";
  recipient: string;
}

const PREFIX = "v1";

/** How long a ticket can still register: time to read the terms and choose a username. */
export const REGISTER_TICKET_SECONDS = 900;

const keyOf = (svc: Services) =>
  createHmac("sha256", svc.codeKey).update("roster/register-ticket/v1").digest();
const sign = (svc: Services, payload: string) =>
  createHmac("sha256", keyOf(svc)).update(`${PREFIX}.${payload}`).digest();

/**
 * A sign-up ticket: the code sign-in's proof that the caller holds `verified`, signed with a key derived
 * from the token secret and valid for REGISTER_TICKET_SECONDS. Nothing is stored: using it twice makes
 * one account (the mobile or e-mail is unique), and it says nothing its holder did not already know.
 */
export function issueRegisterTicket(svc: Services, verified: VerifiedRecipient): string {
  const expiresAt = svc.clock.now() + REGISTER_TICKET_SECONDS * 1000;
  const payload = Buffer.from(
    JSON.stringify({ c: verified.channel, r: verified.recipient, e: expiresAt }),
  ).toString("base64url");
  return `${PREFIX}.${payload}.${sign(svc, payload).toString("base64url")}`;
}

/** The recipient a ticket stands for; 91420 when it is forged, malformed or expired. */
export function readRegisterTicket(svc: Services, ticket: string): VerifiedRecipient {
  const parts = ticket.split(".");
  const [prefix, payload = "", mac = ""] = parts;
  // Read in the one spelling it was issued in: three parts, canonical base64url.
  const given = decodeBase64Url(mac);
  const text = decodeBase64Url(payload);
  if (parts.length !== 3 || prefix !== PREFIX || !given || !text)
    throw new RosterError("registerTicketInvalid");
  const expected = sign(svc, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new RosterError("registerTicketInvalid");
  const body = JSON.parse(text.toString("utf8")) as {
    c: VerifiedRecipient["channel"];
    r: string;
    e: number;
  };
  if (!(body.e > svc.clock.now())) throw new RosterError("registerTicketInvalid");
  return { channel: body.c, recipient: body.r };
}
