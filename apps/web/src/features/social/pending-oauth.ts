/** Why an OAuth redirect was started: to sign in, or to link the provider to the signed-in account. */
export type OAuthPurpose = "login" | "bind";

/** What this tab remembers while the user is away at the provider's consent page. */
export interface PendingOAuth {
  /** The server-issued `state` sent to the provider; it must come back unchanged. */
  state: string;
  provider: string;
  /** The server platform of the flow (`web`, `h5-weixin`): the state is bound to it. */
  platform: string;
  purpose: OAuthPurpose;
  /** The page to open afterwards (a path of this app), if any. */
  redirect?: string | undefined;
  /** When the redirect started (epoch ms); a pending sign-in older than {@link PENDING_TTL_MS} is void. */
  startedAt: number;
}

/** The sessionStorage key: one pending redirect per tab, as the provider brings the user back to it. */
export const PENDING_KEY = "roster_oauth_pending";
/** How long the user may stay at the provider's page (the server's state lives as long). */
export const PENDING_TTL_MS = 10 * 60 * 1000;

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the redirect about to start (replacing any older one of this tab). */
export function rememberPending(pending: PendingOAuth): void {
  store()?.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** Why a callback's state was refused. */
export type StateRefusal = "missing" | "mismatch" | "expired";

/**
 * Takes the pending redirect for the `state` that came back, once: the record is removed whatever the
 * outcome, so a replayed or forged callback finds nothing. Refuses a state that is absent, not the one
 * this tab sent, or too old; no server call happens for a refused state.
 */
export function takePending(
  state: string | null | undefined,
  now = Date.now(),
): { ok: true; pending: PendingOAuth } | { ok: false; reason: StateRefusal } {
  const storage = store();
  const raw = storage?.getItem(PENDING_KEY);
  storage?.removeItem(PENDING_KEY);
  if (!raw || !state) return { ok: false, reason: "missing" };
  let pending: PendingOAuth;
  try {
    pending = JSON.parse(raw) as PendingOAuth;
  } catch {
    return { ok: false, reason: "missing" };
  }
  if (typeof pending.state !== "string" || pending.state !== state) return { ok: false, reason: "mismatch" };
  if (!(now - pending.startedAt < PENDING_TTL_MS)) return { ok: false, reason: "expired" };
  return { ok: true, pending };
}
