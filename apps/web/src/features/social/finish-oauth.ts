import { CallError, type ResponseBody } from "../../lib/request";
import { bindWithCode, loginWithCode } from "./api";
import { forgetCallbackQuery, readCallback } from "./authorize-url";
import { type OAuthPurpose, type StateRefusal, takePending } from "./pending-oauth";
import { isProvider, type ProviderId } from "./providers";

/** How a return from a provider ended. */
export type OAuthOutcome =
  | { kind: "refused"; reason: StateRefusal | "declined"; provider?: ProviderId; purpose?: OAuthPurpose }
  | {
      kind: "done";
      provider: ProviderId;
      purpose: OAuthPurpose;
      redirect?: string | undefined;
      body: unknown;
    }
  | {
      kind: "failed";
      provider: ProviderId;
      purpose: OAuthPurpose;
      redirect?: string | undefined;
      error: CallError;
    }
  | {
      kind: "needsProof";
      provider: ProviderId;
      redirect?: string | undefined;
      ticket: string;
      mobile: string;
    };

/** The server's answer to a new identity whose mobile has an account: prove the number by SMS first. */
const needsProof = (error: CallError) =>
  error.body?.needLinkByMobile === true && typeof error.body.ticket === "string";

async function finish(code: string | null, state: string | null): Promise<OAuthOutcome> {
  const taken = takePending(state);
  if (!taken.ok) return { kind: "refused", reason: taken.reason };
  const { provider, platform, purpose, redirect } = taken.pending;
  if (!isProvider(provider)) return { kind: "refused", reason: "mismatch" };
  if (!code || !state) return { kind: "refused", reason: "declined", provider, purpose };
  try {
    const call = purpose === "bind" ? bindWithCode : loginWithCode;
    const body = await call(provider, { code, state, platform });
    return { kind: "done", provider, purpose, redirect, body };
  } catch (error) {
    if (!(error instanceof CallError)) throw error;
    if (purpose === "login" && needsProof(error)) {
      const body = error.body as ResponseBody;
      return {
        kind: "needsProof",
        provider,
        redirect,
        ticket: String(body.ticket),
        mobile: String(body.mobile ?? ""),
      };
    }
    return { kind: "failed", provider, purpose, redirect, error };
  }
}

let running: { hrefs: string[]; outcome: Promise<OAuthOutcome> } | undefined;

/**
 * Completes the return from a provider, once per address: reads `code` (`auth_code`) and `state`, removes
 * them from the address bar, takes this tab's pending redirect and refuses a state that is missing, not
 * the one sent, or stale, without calling the server. Otherwise calls `loginBy<Provider>` or
 * `bind<Provider>`. A second call for the same address (a re-render) gets the same outcome.
 */
export function finishOAuth(): Promise<OAuthOutcome> {
  const href = window.location.href;
  if (running?.hrefs.includes(href)) return running.outcome;
  const { code, state } = readCallback();
  forgetCallbackQuery();
  running = { hrefs: [href, window.location.href], outcome: finish(code, state) };
  return running.outcome;
}

/** Forgets the finished return (the callback page calls it when it closes), so a later one runs anew. */
export function forgetFinishedOAuth(): void {
  running = undefined;
}
