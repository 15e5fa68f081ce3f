import { randomBytes } from "node:crypto";
import { jwks, signedToken, signingKey, type TestSigningKey } from "./jwt-keys.js";
import { type ProtocolServer, serve } from "./serve.js";

/** A Huawei ID the server knows; a code issued for it yields its tokens. */
export interface HuaweiUser {
  openid: string;
  unionid: string;
  displayName?: string;
  mobileNumber?: string;
}

/** Options of one issued code: what the token answer carries. */
export interface HuaweiCodeOptions {
  /** Leave `id_token` out of the token answer (no `openid` scope). */
  noIdToken?: boolean;
  /** Sign the id_token with PS256. */
  ps256?: boolean;
  /** Claims to override in the id_token (e.g. another aud). */
  claims?: Record<string, unknown>;
  /** Sign with a key the certs endpoint does not publish. */
  strangerKey?: boolean;
}

/** Huawei's OAuth (`/oauth2/v3/token`, `/oauth2/v3/certs`) and account (`/rest.php`) hosts in one server. */
export interface HuaweiServer extends ProtocolServer {
  key: TestSigningKey;
  issueCode(clientId: string, user: HuaweiUser, options?: HuaweiCodeOptions): string;
  /** What the token endpoint refused (error/sub_error). */
  refusals: string[];
}

/** Starts the server for the clients `{clientId: secret}`. */
export async function startHuaweiServer(clients: Record<string, string>): Promise<HuaweiServer> {
  const key = signingKey("huawei-key-1");
  const stranger = signingKey("huawei-key-1");
  const codes = new Map<string, { clientId: string; user: HuaweiUser; options: HuaweiCodeOptions }>();
  const tokens = new Map<string, HuaweiUser>();
  const refusals: string[] = [];
  const refuse = (status: number, error: number, subError: number, description: string) => {
    refusals.push(`${error}/${subError}`);
    return { status, body: { error, sub_error: subError, error_description: description } };
  };
  const server = await serve(async (req) => {
    if (req.method === "GET" && req.path === "/oauth2/v3/certs") return { body: jwks([key]) };
    if (req.method === "POST" && req.path === "/oauth2/v3/token") {
      const contentType = String(req.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim();
      if (contentType !== "application/x-www-form-urlencoded") {
        return refuse(400, 1101, 20001, "invalid request");
      }
      const form = new URLSearchParams(req.body);
      if (form.get("grant_type") !== "authorization_code")
        return refuse(400, 1101, 20003, "unsupported grant_type");
      const clientId = form.get("client_id") ?? "";
      if (!(clientId in clients)) return refuse(400, 1101, 20002, "invalid client_id");
      if (form.get("client_secret") !== clients[clientId])
        return refuse(400, 1101, 20004, "invalid client_secret");
      const issued = codes.get(form.get("code") ?? "");
      if (!issued || issued.clientId !== clientId) return refuse(400, 1101, 20156, "invalid code");
      codes.delete(form.get("code")!);
      const accessToken = `CV${randomBytes(12).toString("hex")}`;
      tokens.set(accessToken, issued.user);
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        iss: "https://accounts.huawei.com",
        aud: clientId,
        azp: clientId,
        exp: now + 3600,
        iat: now,
        sub: issued.user.unionid,
        openid: issued.user.openid,
        nickname: issued.user.displayName,
        ...issued.options.claims,
      };
      const idToken = issued.options.noIdToken
        ? undefined
        : await signedToken(
            issued.options.strangerKey ? stranger : key,
            claims,
            issued.options.ps256 ? "PS256" : "RS256",
          );
      return {
        body: {
          access_token: accessToken,
          expires_in: 3600,
          refresh_token: "RT",
          scope: "openid profile",
          token_type: "Bearer",
          id_token: idToken,
        },
      };
    }
    if (
      req.method === "POST" &&
      req.path === "/rest.php" &&
      req.query.get("nsp_svc") === "GOpen.User.getInfo"
    ) {
      const form = new URLSearchParams(req.body);
      const user = tokens.get(form.get("access_token") ?? "");
      if (!user) return { status: 401, body: { error: "invalid access_token", error_description: "102" } };
      return {
        body: {
          openID: user.openid,
          unionID: user.unionid,
          displayName: form.get("getNickName") === "1" ? user.displayName : "***",
          headPictureURL: "https://upfile-drcn.platform.hicloud.com/a.jpg",
          mobileNumber: user.mobileNumber,
        },
      };
    }
    return { status: 404, body: { error: "not found" } };
  });
  return Object.assign(server, {
    key,
    refusals,
    issueCode(clientId: string, user: HuaweiUser, options: HuaweiCodeOptions = {}) {
      const code = `DQB${randomBytes(16).toString("hex")}`;
      codes.set(code, { clientId, user, options });
      return code;
    },
  });
}
