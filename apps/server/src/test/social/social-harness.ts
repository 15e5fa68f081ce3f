import { createHarness, type Harness } from "../harness.js";
import { captureLogs, type LogLine } from "../log-capture.js";
import { FakeDouyin, FakeQq } from "./qq-douyin-servers.js";
import { FAKE_APPS, socialEnv } from "./social-env.js";
import { FakeWeixin } from "./weixin-server.js";

/** A harness wired to fake WeChat, QQ and Douyin servers, with its log lines captured. */
export interface SocialHarness {
  h: Harness;
  wx: FakeWeixin;
  qq: FakeQq;
  dy: FakeDouyin;
  logs: LogLine[];
  close(): Promise<void>;
}

/** Starts the three protocol servers and a harness pointed at them. */
export async function createSocialHarness(env: Record<string, string> = {}): Promise<SocialHarness> {
  const wx = await new FakeWeixin(FAKE_APPS.weixin).start();
  const qq = await new FakeQq(FAKE_APPS.qq).start();
  const dy = await new FakeDouyin(FAKE_APPS.douyin).start();
  const capture = captureLogs("debug");
  const h = await createHarness(
    { ...socialEnv({ weixin: wx, qq, douyin: dy }), ...env },
    { logger: capture.logger },
  );
  return {
    h,
    wx,
    qq,
    dy,
    logs: capture.lines,
    close: async () => {
      await h.close();
      await Promise.all([wx.close(), qq.close(), dy.close()]);
    },
  };
}

/** AES-128-CBC encryptedData of `plain` under a base64 session key and iv, as WeChat and Douyin make it. */
export async function encryptForClient(plain: string, sessionKey: string, iv: string): Promise<string> {
  const { createCipheriv } = await import("node:crypto");
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(sessionKey, "base64"), Buffer.from(iv, "base64"));
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}
