import * as ERROR_CODES from "@roster/contract/errors/codes";
import { CallError } from "../../lib/request";

/** A sign-in stopped at its second step: the server's ticket, until when it holds, and what can finish it. */
export interface PendingStep {
  ticket: string;
  expiresAt: number;
  factors: string[];
}

/**
 * The second step a sign-in's refusal asks for (`secondStepNeeded`, issue 29), or undefined for any other
 * refusal. Every sign-in form of the web asks this first: its password, code or provider was right.
 */
export function secondStepOf(error: unknown): PendingStep | undefined {
  if (!(error instanceof CallError) || error.code !== ERROR_CODES.secondStepNeeded) return undefined;
  const body = error.body ?? {};
  if (typeof body.mfaTicket !== "string") return undefined;
  return {
    ticket: body.mfaTicket,
    expiresAt: typeof body.mfaTicketExpired === "number" ? body.mfaTicketExpired : 0,
    factors: Array.isArray(body.factors)
      ? body.factors.filter((f): f is string => typeof f === "string")
      : [],
  };
}
