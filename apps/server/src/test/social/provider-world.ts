import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { createHarness, type Harness } from "../harness.js";
import { type AlipayKeys, type AlipayServer, alipayTestKeys, startAlipayServer } from "./alipay-server.js";
import { type AppleServer, startAppleServer } from "./apple-server.js";
import { type HuaweiServer, startHuaweiServer } from "./huawei-server.js";
import { signedToken, signingKey, type TestSigningKey } from "./jwt-keys.js";
import { startUniverifyBridge, type UniverifyBridge } from "./univerify-server.js";

/** The ids and secrets the world's servers and Roster share. */
export const WORLD = {
  alipayAppid: "2021000000000001",
  /** The Alipay website app (web OAuth: its codes come back with a state). */
  alipayWebAppid: "2021000000000002",
  huaweiApp: { id: "104000001", secret: "huawei-app-secret-0123456789abcdef" },
  huaweiMp: { id: "104000002", secret: "huawei-mp-secret-0123456789abcdef" },
  appleAud: "com.example.roster",
  bridgeSecret: "bridge-secret-0123456789abcdef",
  dcloudAppid: "__UNI__A1B2C3D",
} as const;

/** A harness whose Alipay, Huawei, Apple and univerify settings point at loopback protocol servers. */
export interface ProviderWorld {
  h: Harness;
  alipay: AlipayServer;
  alipayKeys: AlipayKeys;
  huawei: HuaweiServer;
  apple: AppleServer;
  appleKey: TestSigningKey;
  bridge: UniverifyBridge;
  /**
   * An Apple identity token for `sub` (claims override the defaults). Like Apple's, two tokens differ even
   * within one second (`c_hash`, the hash of the authorization code issued with it).
   */
  appleToken(sub: string, claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** Starts the four protocol servers and a harness configured for them. */
export async function providerWorld(logger?: Logger): Promise<ProviderWorld> {
  const alipayKeys = alipayTestKeys();
  const alipay = await startAlipayServer([WORLD.alipayAppid, WORLD.alipayWebAppid], alipayKeys);
  const huawei = await startHuaweiServer({
    [WORLD.huaweiApp.id]: WORLD.huaweiApp.secret,
    [WORLD.huaweiMp.id]: WORLD.huaweiMp.secret,
  });
  const appleKey = signingKey("apple-world-1");
  const apple = await startAppleServer([appleKey]);
  const bridge = await startUniverifyBridge(WORLD.bridgeSecret, WORLD.dcloudAppid);
  const h = await createHarness(
    {
      ALIPAY_MP_APPID: WORLD.alipayAppid,
      ALIPAY_MP_PRIVATE_KEY: alipayKeys.appPrivatePkcs8,
      ALIPAY_WEB_APPID: WORLD.alipayWebAppid,
      ALIPAY_WEB_PRIVATE_KEY: alipayKeys.appPrivatePkcs8,
      ALIPAY_PUBLIC_KEY: alipayKeys.alipayPublicBase64,
      ALIPAY_GATEWAY: alipay.gateway,
      HUAWEI_APP_CLIENT_ID: WORLD.huaweiApp.id,
      HUAWEI_APP_CLIENT_SECRET: WORLD.huaweiApp.secret,
      HUAWEI_MP_CLIENT_ID: WORLD.huaweiMp.id,
      HUAWEI_MP_CLIENT_SECRET: WORLD.huaweiMp.secret,
      HUAWEI_OAUTH_ENDPOINT: huawei.url,
      HUAWEI_ACCOUNT_ENDPOINT: huawei.url,
      APPLE_CLIENT_IDS: `${WORLD.appleAud},com.example.roster.web`,
      APPLE_ENDPOINT: apple.url,
      UNIVERIFY_BRIDGE_URL: `${bridge.url}/univerify`,
      UNIVERIFY_BRIDGE_SECRET: WORLD.bridgeSecret,
      DCLOUD_APPID: WORLD.dcloudAppid,
    },
    logger ? { logger } : {},
  );
  return {
    h,
    alipay,
    alipayKeys,
    huawei,
    apple,
    appleKey,
    bridge,
    appleToken: (sub, claims = {}) => {
      const now = Math.floor(h.clock.now() / 1000);
      return signedToken(appleKey, {
        iss: "https://appleid.apple.com",
        aud: WORLD.appleAud,
        exp: now + 600,
        iat: now,
        sub,
        c_hash: randomBytes(16).toString("base64url"),
        ...claims,
      });
    },
    close: async () => {
      await h.close();
      await Promise.all([alipay.close(), huawei.close(), apple.close(), bridge.close()]);
    },
  };
}
