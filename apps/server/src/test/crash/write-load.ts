/**
 * Writes through HTTP while keeping a ledger of what the server acknowledged: registrations and profile
 * updates from many workers at once, each sequential on its own account, so that the last acknowledged
 * nickname of an account is well defined (and the one sent after it, maybe committed, maybe not).
 */

/** One account the load created, and what it knows of its nickname. */
export interface AccountRecord {
  username: string;
  password: string;
  uid: string;
  /** The last nickname whose update answered code 0. */
  acked?: string;
  /** An update sent after it, unanswered when the server died: it may or may not have been committed. */
  pending?: string;
}

/** What the server acknowledged, and what was in flight when it died. */
export interface Ledger {
  accounts: AccountRecord[];
  registrationsAcked: number;
  updatesAcked: number;
  inFlight: number;
  /** Registrations sent and never answered (their usernames may exist or not). */
  unansweredRegistrations: number;
}

const PASSWORD = "secret_123";

async function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ code?: unknown; [k: string]: unknown }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "uni-id-token": token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code?: unknown };
}

/**
 * Runs `workers` loops against `baseUrl` until `stopped()` says so or the server stops answering; each
 * registers an account, then updates its nickname `updatesPerAccount` times, then starts over.
 */
export async function runWriteLoad(
  baseUrl: string,
  options: { workers: number; updatesPerAccount: number; prefix: string; stopped: () => boolean },
  ledger: Ledger,
): Promise<void> {
  const worker = async (w: number) => {
    for (let i = 0; !options.stopped(); i++) {
      const username = `${options.prefix}w${w}n${i}`;
      ledger.inFlight++;
      let registered: { code?: unknown; uid?: unknown; vk_uni_token?: { token?: string } };
      try {
        registered = await post(`${baseUrl}/router/user/pub/register`, { username, password: PASSWORD });
      } catch {
        ledger.unansweredRegistrations++;
        return; // the server is gone
      } finally {
        ledger.inFlight--;
      }
      if (registered.code !== 0) throw new Error(`registration refused: ${JSON.stringify(registered)}`);
      const account: AccountRecord = { username, password: PASSWORD, uid: String(registered.uid) };
      ledger.accounts.push(account);
      ledger.registrationsAcked++;
      const token = registered.vk_uni_token?.token;
      for (let j = 0; j < options.updatesPerAccount && !options.stopped(); j++) {
        const nickname = `nick-${w}-${i}-${j}`;
        account.pending = nickname;
        ledger.inFlight++;
        try {
          const updated = await post(`${baseUrl}/router/user/kh/updateUser`, { nickname }, token);
          if (updated.code !== 0) throw new Error(`update refused: ${JSON.stringify(updated)}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith("update refused")) throw error;
          return; // the server is gone: `pending` stays as sent
        } finally {
          ledger.inFlight--;
        }
        account.acked = nickname;
        account.pending = undefined;
        ledger.updatesAcked++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, w) => worker(w)));
}

/** An empty ledger. */
export const emptyLedger = (): Ledger => ({
  accounts: [],
  registrationsAcked: 0,
  updatesAcked: 0,
  inFlight: 0,
  unansweredRegistrations: 0,
});
