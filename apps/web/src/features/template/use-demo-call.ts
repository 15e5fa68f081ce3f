import { useState } from "react";
import { CallError } from "../../lib/request";

/** The outcome of the last call of a demo page, as the page shows it. */
export interface DemoOutcome {
  /** What the user pressed. */
  action: string;
  code: number;
  msg: string;
  /** The answer's fields without code and msg, the token's text hidden. */
  body: Record<string, unknown>;
}

/** Fields whose value a page never prints (the token travels in the answer but stays off the screen). */
const HIDDEN = new Set(["token", "vk_uni_token", "registerTicket"]);

/** An answer's fields as the page prints them: `code` and `msg` apart, secrets replaced by "***". */
export function shownFields(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object") return {};
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "code" || key === "msg") continue;
    shown[key] = HIDDEN.has(key) ? "***" : value;
  }
  return shown;
}

/**
 * Runs the calls of a demo page and keeps the last outcome, success or refusal, to show on the page (the
 * calls pass `needAlert: false`, so nothing is alerted). A failure that is not a call's (a bug) still throws.
 */
export function useDemoCall() {
  const [outcome, setOutcome] = useState<DemoOutcome>();
  const [busy, setBusy] = useState<string>();
  const run = async (action: string, call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(action);
    try {
      const body = (await call()) as { code?: number; msg?: string };
      setOutcome({ action, code: body?.code ?? 0, msg: body?.msg ?? "", body: shownFields(body) });
      return true;
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      setOutcome({ action, code: error.code, msg: error.msg, body: shownFields(error.body) });
      return false;
    } finally {
      setBusy(undefined);
    }
  };
  return { outcome, busy, run };
}
