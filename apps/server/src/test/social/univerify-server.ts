import { createHmac, timingSafeEqual } from "node:crypto";
import { type ProtocolServer, serve } from "./serve.js";

/** The univerify bridge as outside-protocols §7 describes it, checking Roster's signature and freshness. */
export interface UniverifyBridge extends ProtocolServer {
  /** The phone number each `access_token` + `openid` pair resolves to. */
  grant(accessToken: string, openid: string, phoneNumber: string): void;
  refusals: string[];
}

/** Starts the bridge with the shared secret and the DCloud appid it serves (optional). */
export async function startUniverifyBridge(secret: string, appid?: string): Promise<UniverifyBridge> {
  const grants = new Map<string, string>();
  const seenNonces = new Set<string>();
  const refusals: string[] = [];
  const refuse = (code: number, why: string) => {
    refusals.push(why);
    return { body: { code, success: false, errMsg: why } };
  };
  const server = await serve((req) => {
    if (req.method !== "GET" || req.path !== "/univerify") return { status: 404, body: "" };
    const params = Object.fromEntries(req.query);
    const { sign, ...rest } = params;
    const text = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join("&");
    const expected = createHmac("sha256", secret).update(text).digest();
    const given = Buffer.from(sign ?? "", "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse(4002, "sign");
    if (!rest.access_token || !rest.openid || !rest.nonce || !/^\d+$/.test(rest.timestamp ?? ""))
      return refuse(4000, "params");
    if (Math.abs(Date.now() - Number(rest.timestamp)) > 5 * 60_000) return refuse(4002, "stale");
    if (seenNonces.has(rest.nonce)) return refuse(4002, "replay");
    seenNonces.add(rest.nonce);
    if (appid !== undefined && rest.appid !== appid) return refuse(4003, "appid");
    const phoneNumber = grants.get(`${rest.access_token}|${rest.openid}`);
    if (!phoneNumber) return refuse(5000, "unknown token");
    grants.delete(`${rest.access_token}|${rest.openid}`);
    return { body: { code: 0, success: true, phoneNumber } };
  });
  return Object.assign(server, {
    refusals,
    grant(accessToken: string, openid: string, phoneNumber: string) {
      grants.set(`${accessToken}|${openid}`, phoneNumber);
    },
  });
}
