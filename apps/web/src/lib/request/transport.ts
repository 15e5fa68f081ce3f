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

type Crypto = Awaited<ReturnType<typeof loadRequestCrypto>>;

/** Reads a JSON body and, when it says `encrypt: true`, decrypts its data with the call's key. */
function readBody(
  text: string,
  crypto: Crypto,
  key: string | undefined,
): ResponseBody | "decrypt" | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  if (parsed.encrypt !== true || typeof parsed.data !== "string") return parsed;
  if (key === undefined) return "decrypt";
  try {
    const plain = crypto.decryptResponseBody(parsed.data, key);
    return isObject(plain) ? plain : "decrypt";
  } catch {
    return "decrypt";
  }
}

/**
 * POSTs `data` as JSON to `/router/<url>` with the router headers. Calls asked to be encrypted, and the
 * routes of `mustEncrypt`, send the cipher string with `vk-encrypt: true` (key md5(appid + device id +
 * token)); an encrypted answer is decrypted with the same key. Aborts after `timeout` ms.
 */
export async function exchange(call: Exchange): Promise<TransportResult> {
  const crypto = await loadRequestCrypto();
  const encrypt = call.encrypt || crypto.mustEncrypt(call.url);
  const key = encrypt ? crypto.requestKey(APP_CONFIG.appid, getDeviceId(), call.token) : undefined;
  const body = JSON.stringify(key === undefined ? call.data : crypto.encryptRequestData(call.data, key));
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeout);
  try {
    const response = await fetch(`${APP_CONFIG.apiBase}/router/${call.url}`, {
      method: "POST",
      headers: requestHeaders({ token: call.token, locale: call.locale, encrypted: key !== undefined }),
      body,
      signal: controller.signal,
    });
    const parsed = readBody(await response.text(), crypto, key);
    if (parsed === "decrypt") return { kind: "decrypt" };
    if (parsed === undefined) return { kind: "network" };
    return { kind: "body", status: response.status, body: parsed };
  } catch {
    return timedOut ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}
