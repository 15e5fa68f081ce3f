import { createHmac, randomBytes } from "node:crypto";
import { RosterError } from "@roster/contract";
import type { SocialConfig } from "../../settings/social.js";
import { objectOf, providerCall, stringField } from "./http.js";
import { type ProviderMobile, providerMobile } from "./phone-number.js";
import type { ClientPlatform, SocialCredential, SocialIdentity, SocialProvider } from "./types.js";

/** The bridge's signature: hex HMAC-SHA256 over the ASCII-sorted `k=v` pairs (all but `sign`) joined by `&`. */
export function univerifySign(params: Readonly<Record<string, string>>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== "sign")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
  return createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

/**
 * DCloud univerify one-tap sign-in (outside-protocols §7). The phone number exchange exists only inside
 * uniCloud, so Roster calls a bridge (a URL-exposed cloud function running `uniCloud.getPhoneNumber`):
 * `GET UNIVERIFY_BRIDGE_URL?access_token&openid&timestamp&nonce[&appid]&sign`, signed with
 * UNIVERIFY_BRIDGE_SECRET; the answer `{code: 0, phoneNumber}` gives the verified mobile, which is the
 * identity (sign in or register by mobile).
 */
export class UniverifyProvider implements SocialProvider {
  readonly id = "univerify" as const;

  constructor(
    private readonly settings: SocialConfig["univerify"],
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** {@inheritDoc SocialProvider.platforms} */
  platforms(): ClientPlatform[] {
    return this.settings ? ["app"] : [];
  }

  /** {@inheritDoc SocialProvider.configured} */
  configured(platform: ClientPlatform): boolean {
    return this.platforms().includes(platform);
  }

  /** {@inheritDoc SocialProvider.signIn} */
  async signIn(credential: SocialCredential): Promise<SocialIdentity & { mobile: ProviderMobile }> {
    const settings = this.settings;
    if (!settings || !this.configured(credential.platform)) {
      throw new RosterError("socialNotConfigured", { param: "univerify", platform: credential.platform });
    }
    if (!credential.accessToken) throw new RosterError("paramRequired", { param: "access_token" });
    if (!credential.openid) throw new RosterError("paramRequired", { param: "openid" });
    const params: Record<string, string> = {
      access_token: credential.accessToken,
      openid: credential.openid,
      timestamp: String(this.now()),
      nonce: randomBytes(12).toString("hex"),
      ...(settings.dcloudAppid ? { appid: settings.dcloudAppid } : {}),
    };
    const url = new URL(settings.bridgeUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set("sign", univerifySign(params, settings.secret));
    const answer = await providerCall("univerify", url.toString(), { method: "GET" }, this.timeoutMs);
    const json = objectOf(answer.json);
    if (answer.status >= 500 || !json)
      throw new RosterError("socialProviderUnavailable", { param: "univerify" });
    const phone = stringField(json, "phoneNumber");
    if (answer.status !== 200 || Number(json.code) !== 0 || !phone) {
      throw new RosterError(
        "univerifyFailed",
        {},
        { providerCode: stringField(json, "code") ?? String(answer.status) },
      );
    }
    const mobile = providerMobile(phone);
    if (!mobile) throw new RosterError("socialPhoneInvalid", { param: "univerify" });
    return {
      provider: "univerify",
      platform: credential.platform,
      appid: settings.dcloudAppid ?? "univerify",
      openid: credential.openid,
      mobile,
    };
  }
}
