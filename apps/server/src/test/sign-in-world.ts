import { randomBytes } from "node:crypto";
import { createSigner } from "fast-jwt";
import type { FastifyInstance } from "fastify";
import { buildHttpServer } from "../http/server.js";
import { createHarness, type Harness } from "./harness.js";
import { type AlipayServer, alipayTestKeys, startAlipayServer } from "./social/alipay-server.js";
import { type AppleServer, startAppleServer } from "./social/apple-server.js";
import { type HuaweiServer, startHuaweiServer } from "./social/huawei-server.js";
import { signedToken, signingKey } from "./social/jwt-keys.js";
import { WORLD } from "./social/provider-world.js";
import { FakeDouyin, FakeQq } from "./social/qq-douyin-servers.js";
import { FAKE_APPS, socialEnv } from "./social/social-env.js";
import { startUniverifyBridge, type UniverifyBridge } from "./social/univerify-server.js";
import { FakeWeixin } from "./social/weixin-server.js";
import { installUniShim, type UniCloudInstance } from "./uni-shim.js";

const TCB_ENV = "env-sign-in-gate";
const TCB_TICKET_SECRET = "g".repeat(40);
const SPACE = "space-sign-in-gate";
const CLIENT_SECRET = "sign-in-gate-client-secret-0123";

/** The device a raw `/tcb/web` call comes from: its `x-device-id` and `user-agent` headers. */
export interface TcbDevice {
  deviceId: string;
  userAgent: string;
}

/**
 * One app that every sign-in path of Roster can reach: the router with every social provider pointed at
 * its loopback protocol server (WeChat, QQ, Douyin, Alipay, Apple, Huawei, the univerify bridge), and the
 * HTTP server with the CloudBase (`/tcb`) and uni-cloud client (`/client`) gateways on.
 */
export interface SignInWorld {
  h: Harness;
  wx: FakeWeixin;
  qq: FakeQq;
  dy: FakeDouyin;
  alipay: AlipayServer;
  huawei: HuaweiServer;
  bridge: UniverifyBridge;
  /** A fresh Apple identity token for `sub`, signed with the key the Apple server publishes. */
  appleToken(sub: string): Promise<string>;
  /** A CloudBase custom ticket for `customUserId`, as the app's server signs it. */
  tcbTicket(customUserId: string): string;
  /** A raw `POST /tcb/web` as tcb-js-sdk sends it, from `device`: the body of the answer. */
  tcb(body: Record<string, unknown>, device: TcbDevice): Promise<Record<string, unknown>>;
  /** The unmodified `@dcloudio/uni-cloud` SDK's space (provider `private`) on this server's `/client`. */
  clientSpace(): UniCloudInstance;
  close(): Promise<void>;
}

/** Starts the protocol servers, then the app and its HTTP server configured for all of them. */
export async function startSignInWorld(env: Record<string, string> = {}): Promise<SignInWorld> {
  const wx = await new FakeWeixin(FAKE_APPS.weixin).start();
  const qq = await new FakeQq(FAKE_APPS.qq).start();
  const dy = await new FakeDouyin(FAKE_APPS.douyin).start();
  const alipayKeys = alipayTestKeys();
  const alipay = await startAlipayServer([WORLD.alipayAppid, WORLD.alipayWebAppid], alipayKeys);
  const huawei = await startHuaweiServer({
    [WORLD.huaweiApp.id]: WORLD.huaweiApp.secret,
    [WORLD.huaweiMp.id]: WORLD.huaweiMp.secret,
  });
  const appleKey = signingKey("apple-sign-in-gate");
  const apple: AppleServer = await startAppleServer([appleKey]);
  const bridge = await startUniverifyBridge(WORLD.bridgeSecret, WORLD.dcloudAppid);
  const h = await createHarness({
    ...socialEnv({ weixin: wx, qq, douyin: dy }),
    // As provider-world.ts configures them.
    ALIPAY_MP_APPID: WORLD.alipayAppid,
    ALIPAY_MP_PRIVATE_KEY: alipayKeys.appPrivatePkcs8,
    ALIPAY_PUBLIC_KEY: alipayKeys.alipayPublicBase64,
    ALIPAY_GATEWAY: alipay.gateway,
    HUAWEI_APP_CLIENT_ID: WORLD.huaweiApp.id,
    HUAWEI_APP_CLIENT_SECRET: WORLD.huaweiApp.secret,
    HUAWEI_OAUTH_ENDPOINT: huawei.url,
    HUAWEI_ACCOUNT_ENDPOINT: huawei.url,
    APPLE_CLIENT_IDS: WORLD.appleAud,
    APPLE_ENDPOINT: apple.url,
    UNIVERIFY_BRIDGE_URL: `${bridge.url}/univerify`,
    UNIVERIFY_BRIDGE_SECRET: WORLD.bridgeSecret,
    DCLOUD_APPID: WORLD.dcloudAppid,
    TCB_ENV_ID: TCB_ENV,
    TCB_TICKET_SECRET,
    CLOUD_SPACE_ID: SPACE,
    CLOUD_CLIENT_SECRET: CLIENT_SECRET,
    WEB_DIST: "/nonexistent",
    // Every case sends its codes from 127.0.0.1.
    CODE_IP_DAILY_CAP: "1000",
    ...env,
  });
  const http: FastifyInstance = await buildHttpServer(h.app);
  await http.listen({ host: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${(http.server.address() as { port: number }).port}`;
  const { uniCloud } = installUniShim();
  const signTicket = createSigner({ key: TCB_TICKET_SECRET, expiresIn: 60_000 });
  return {
    h,
    wx,
    qq,
    dy,
    alipay,
    huawei,
    bridge,
    appleToken: (sub) => {
      const now = Math.floor(h.clock.now() / 1000);
      return signedToken(appleKey, {
        iss: "https://appleid.apple.com",
        aud: WORLD.appleAud,
        exp: now + 600,
        iat: now,
        sub,
        c_hash: randomBytes(16).toString("base64url"),
      });
    },
    tcbTicket: (customUserId) => signTicket({ env: TCB_ENV, customUserId }),
    async tcb(body, device) {
      const res = await fetch(`${base}/tcb/web?env=${TCB_ENV}`, {
        method: "POST",
        headers: {
          "content-type": "application/json;charset=UTF-8",
          "x-device-id": device.deviceId,
          "user-agent": device.userAgent,
        },
        body: JSON.stringify({ env: TCB_ENV, ...body }),
      });
      return (await res.json()) as Record<string, unknown>;
    },
    clientSpace: () =>
      uniCloud.init({ provider: "private", spaceId: SPACE, clientSecret: CLIENT_SECRET, endpoint: base }),
    async close() {
      await http.close();
      await h.close();
      await Promise.all([wx, qq, dy, alipay, huawei, apple, bridge].map((server) => server.close()));
    },
  };
}
