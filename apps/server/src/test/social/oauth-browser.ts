import { randomBytes } from "node:crypto";
import { getOAuthState } from "@roster/contract/routes";
import type { Harness } from "../harness.js";

/** The providers getOAuthState issues a state for. */
type StateProvider = "weixin" | "qq" | "douyin" | "alipay" | "huawei" | "apple";

/** A browser that started a web sign-in: its client context and the state (and nonce) it was given. */
export interface OAuthBrowser {
  client: { platform: string; deviceId: string };
  state: string;
  nonce: string;
}

/**
 * What Roster's web page does before it leaves for a consent page: asks user/pub/getOAuthState for
 * `provider` on `platform` (`web`, as a plain browser sends it, or `h5-weixin`) from its own device.
 */
export async function oauthBrowser(
  h: Harness,
  provider: StateProvider,
  platform = "web",
  deviceId = `browser-${randomBytes(6).toString("hex")}`,
): Promise<OAuthBrowser> {
  const client = { platform: platform === "web" ? "h5" : platform, deviceId };
  const body = await h.call(getOAuthState, { provider, platform }, { client });
  if (body.code !== 0 || !body.state) throw new Error(`getOAuthState answered ${body.code}`);
  return { client, state: body.state, nonce: body.nonce ?? "" };
}
