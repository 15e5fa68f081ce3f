import { RosterError } from "@roster/contract";
import { decodeProtectedHeader, jwtVerify } from "jose";
import type { HuaweiClient, SocialConfig } from "../../settings/social.js";
import { objectOf, providerCall, stringField } from "./http.js";
import { JwksCache } from "./jwks.js";
import { type ProviderMobile, providerMobile } from "./phone-number.js";
import type { ClientPlatform, SocialCredential, SocialIdentity, SocialProvider } from "./types.js";

/** The issuer of Huawei ID tokens. */
export const HUAWEI_ISSUER = "https://accounts.huawei.com";

/**
 * Huawei Account Kit sign-in (outside-protocols §5): the authorization code is exchanged at
 * HUAWEI_OAUTH_ENDPOINT `/oauth2/v3/token` with the client's id and secret; the `id_token` that comes back
 * (RS256 or PS256, keys at `/oauth2/v3/certs`, iss https://accounts.huawei.com, aud = client id) gives the
 * OpenID (`openid`) and UnionID (`sub`). Without an id_token, and for the phone number, the account
 * endpoint's `GOpen.User.getInfo` answers for the access token.
 */
export class HuaweiProvider implements SocialProvider {
  readonly id = "huawei" as const;
  /** Huawei's key set (exposed for tests). */
  readonly jwks: JwksCache;
  private readonly oauth: string;
  private readonly account: string;

  constructor(
    private readonly settings: SocialConfig["huawei"],
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.oauth = settings.oauthEndpoint.replace(/\/+$/, "");
    this.account = settings.accountEndpoint.replace(/\/+$/, "");
    this.jwks = new JwksCache({
      provider: "huawei",
      url: `${this.oauth}/oauth2/v3/certs`,
      timeoutMs,
      maxAgeMs: 12 * 3600_000,
      refetchCooldownMs: 60_000,
      now,
    });
  }

  /** {@inheritDoc SocialProvider.platforms} */
  platforms(): ClientPlatform[] {
    return [...new Set(this.settings.clients.map((c) => c.platform))];
  }

  /** {@inheritDoc SocialProvider.configured} */
  configured(platform: ClientPlatform): boolean {
    return this.settings.clients.some((c) => c.platform === platform);
  }

  private client(platform: ClientPlatform, clientId?: string): HuaweiClient {
    const found = clientId
      ? this.settings.clients.find((c) => c.clientId === clientId && c.platform === platform)
      : this.settings.clients.find((c) => c.platform === platform);
    if (!found) throw new RosterError("socialNotConfigured", { param: "huawei", platform });
    return found;
  }

  /** {@inheritDoc SocialProvider.signIn} */
  async signIn(credential: SocialCredential): Promise<SocialIdentity> {
    const client = this.client(credential.platform, credential.appid);
    const token = await this.exchange(client, credential.code);
    const base = { provider: "huawei" as const, platform: credential.platform, appid: client.clientId };
    if (token.idToken) {
      const claims = await this.verifyIdToken(token.idToken, client.clientId);
      const openid = stringField(claims, "openid");
      if (!openid) throw new RosterError("huaweiIdTokenInvalid");
      const nickname = stringField(claims, "nickname") ?? stringField(claims, "display_name");
      const avatar = stringField(claims, "picture");
      return {
        ...base,
        openid,
        ...(stringField(claims, "sub") ? { unionid: stringField(claims, "sub") } : {}),
        ...(nickname ? { nickname } : {}),
        ...(avatar ? { avatar } : {}),
      };
    }
    const info = await this.userInfo(token.accessToken);
    return { ...base, ...info.identity };
  }

  /**
   * loginByHuaweiPhoneNumber: the code's account and its verified mobile (phone scope), else
   * huaweiPhoneMissing; a number that is no readable mobile is socialPhoneInvalid (never read as mainland).
   */
  async phoneNumber(credential: SocialCredential): Promise<SocialIdentity & { mobile: ProviderMobile }> {
    const client = this.client(credential.platform, credential.appid);
    const token = await this.exchange(client, credential.code);
    const info = await this.userInfo(token.accessToken);
    if (!info.mobileNumber) throw new RosterError("huaweiPhoneMissing");
    const mobile = providerMobile(info.mobileNumber);
    if (!mobile) throw new RosterError("socialPhoneInvalid", { param: "huawei" });
    return {
      provider: "huawei",
      platform: credential.platform,
      appid: client.clientId,
      ...info.identity,
      mobile,
    };
  }

  private async exchange(client: HuaweiClient, code: string | undefined) {
    if (!code) throw new RosterError("paramRequired", { param: "code" });
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code,
    });
    const answer = await providerCall(
      "huawei",
      `${this.oauth}/oauth2/v3/token`,
      { method: "POST", body },
      this.timeoutMs,
    );
    const json = objectOf(answer.json);
    if (answer.status >= 500 || !json)
      throw new RosterError("socialProviderUnavailable", { param: "huawei" });
    const accessToken = stringField(json, "access_token");
    if (answer.status !== 200 || !accessToken) {
      const providerCode = [stringField(json, "error"), stringField(json, "sub_error")]
        .filter(Boolean)
        .join("/");
      throw new RosterError("huaweiAccountFailed", {}, { providerCode });
    }
    return { accessToken, idToken: stringField(json, "id_token") };
  }

  private async verifyIdToken(idToken: string, clientId: string): Promise<Record<string, unknown>> {
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(idToken);
      if (header.alg !== "RS256" && header.alg !== "PS256") throw new Error("alg");
      kid = header.kid;
    } catch {
      throw new RosterError("huaweiIdTokenInvalid");
    }
    const key = kid ? await this.jwks.key(kid) : undefined;
    if (!key) throw new RosterError("huaweiIdTokenInvalid");
    try {
      const { payload } = await jwtVerify(idToken, key, {
        algorithms: ["RS256", "PS256"],
        issuer: HUAWEI_ISSUER,
        audience: clientId,
        clockTolerance: 60,
        currentDate: new Date(this.now()),
        requiredClaims: ["exp"],
      });
      return payload as Record<string, unknown>;
    } catch {
      throw new RosterError("huaweiIdTokenInvalid");
    }
  }

  private async userInfo(accessToken: string) {
    const body = new URLSearchParams({ access_token: accessToken, getNickName: "1" });
    const url = `${this.account}/rest.php?nsp_svc=GOpen.User.getInfo`;
    const answer = await providerCall("huawei", url, { method: "POST", body }, this.timeoutMs);
    const json = objectOf(answer.json);
    if (answer.status >= 500 || !json)
      throw new RosterError("socialProviderUnavailable", { param: "huawei" });
    const openid = stringField(json, "openID");
    if (answer.status !== 200 || !openid || json.error !== undefined) {
      throw new RosterError("huaweiAccountFailed", {}, { providerCode: stringField(json, "error") ?? "" });
    }
    const unionid = stringField(json, "unionID");
    const nickname = stringField(json, "displayName");
    const avatar = stringField(json, "headPictureURL");
    return {
      identity: {
        openid,
        ...(unionid ? { unionid } : {}),
        ...(nickname ? { nickname } : {}),
        ...(avatar ? { avatar } : {}),
      },
      mobileNumber: stringField(json, "mobileNumber"),
    };
  }
}
