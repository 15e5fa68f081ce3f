import { APP_CONFIG } from "../../config";
import { getDeviceId } from "../device";
import { loadRequestCrypto } from "./crypto-loader";
import { requestHeaders } from "./headers";
import type { ResponseBody } from "./types";

/** One HTTP exchange with the router, as the request layer needs it. */
export interface Exchange {
  url: string;
  data: Record<string, unknown>;
  encrypt: boolean;
  token: string | undefined;
  locale: string;
  timeout: number;
}

/** What came back: a body, or why there is none. */
export type TransportResult =
  | { kind: "body"; status: number; body: ResponseBody }
  | { kind: "timeout" }
  | { kind: "network" }
  | { kind: "decrypt" };

const isObject = (v: unknown): v is ResponseBody => typeof v === "object" && v !== null && !Array.isArray(v);

/** The encryption of one call: the encryption module and the call's key. */
interface Cipher {
  crypto: Awaited<ReturnType<typeof loadRequestCrypto>>;
  key: string;
}

/** The cipher of an encrypted call (loading the encryption module); none for a plain call. */
async function cipherOf(call: Exchange): Promise<Cipher | undefined> {
  if (!call.encrypt) return undefined;
  const crypto = await loadRequestCrypto();
  return { crypto, key: crypto.requestKey(APP_CONFIG.appid, getDeviceId(), call.token) };
}

/** Reads a JSON body and, when it says `encrypt: true`, decrypts its data with the call's key. */
function readBody(text: string, cipher: Cipher | undefined): ResponseBody | "decrypt" | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  if (parsed.encrypt !== true || typeof parsed.data !== "string") return parsed;
  if (cipher === undefined) return "decrypt";
  try {
    const plain = cipher.crypto.decryptResponseBody(parsed.data, cipher.key);
    return isObject(plain) ? plain : "decrypt";
  } catch {
    return "decrypt";
  }
}

/** How many router calls are on their way, and who waits for there to be none. */
let inFlight = 0;
const waitingForNone = new Set<() => void>();

/** Resolves once no router call is on its way: at once when none is. */
export function callsSettled(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => waitingForNone.add(resolve));
}

/**
 * POSTs `data` as JSON to `/router/<url>` with the router headers. An encrypted call (`encrypt`, which
 * callRoute takes from the contract's `encrypted` flag) sends the cipher string with `vk-encrypt: true`
 * (key md5(appid + device id + token)) and decrypts an encrypted answer with the same key; only such a
 * call loads the encryption module. Aborts after `timeout` ms.
 */
export async function exchange(call: Exchange): Promise<TransportResult> {
  inFlight++;
  try {
    return await send(call);
  } finally {
    inFlight--;
    if (inFlight === 0) {
      for (const resolve of waitingForNone) resolve();
      waitingForNone.clear();
    }
  }
}

/** One exchange, as {@link exchange} describes it. */
async function send(call: Exchange): Promise<TransportResult> {
  const cipher = await cipherOf(call);
  const body = JSON.stringify(cipher ? cipher.crypto.encryptRequestData(call.data, cipher.key) : call.data);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeout);
  try {
    const response = await fetch(`${APP_CONFIG.apiBase}/router/${call.url}`, {
      method: "POST",
      headers: requestHeaders({ token: call.token, locale: call.locale, encrypted: cipher !== undefined }),
      body,
      signal: controller.signal,
    });
    const parsed = readBody(await response.text(), cipher);
    if (parsed === "decrypt") return { kind: "decrypt" };
    if (parsed === undefined) return { kind: "network" };
    return { kind: "body", status: response.status, body: parsed };
  } catch {
    return timedOut ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}
