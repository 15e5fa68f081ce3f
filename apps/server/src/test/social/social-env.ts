import type { FakeDouyin, FakeQq } from "./qq-douyin-servers.js";
import type { FakeWeixin } from "./weixin-server.js";

/** App ids and secrets of the fake providers. */
export const APPS = {
  wxMp: { appid: "wx0123456789abcdef", secret: "wx-mp-secret-0123456789" },
  wxMp2: { appid: "wx2222222222222222", secret: "wx-mp2-secret-22222222" },
  wxH5: { appid: "wxh5h5h5h5h5h5h5h5", secret: "wx-h5-secret-h5h5h5h5" },
  wxApp: { appid: "wxappappappappapp1", secret: "wx-app-secret-appapp1" },
  wxWeb: { appid: "wxwebwebwebwebweb1", secret: "wx-web-secret-webweb1" },
  qqMp: { appid: "1112223334", secret: "qq-mp-secret-33344455" },
  qqApp: { appid: "101888999" },
  douyin: { appid: "tt0123456789abcd01", secret: "dy-secret-0123456789abc" },
} as const;

/** Every secret above: no response or log line may contain one. */
export const SECRETS = Object.values(APPS).flatMap((a) => ("secret" in a ? [a.secret] : []));

/** The settings that point Roster at the fake providers. */
export function socialEnv(servers: {
  weixin?: FakeWeixin;
  qq?: FakeQq;
  douyin?: FakeDouyin;
}): Record<string, string> {
  const env: Record<string, string> = { PROVIDER_HTTP_TIMEOUT_MS: "2000" };
  if (servers.weixin) {
    Object.assign(env, {
      WEIXIN_API_ENDPOINT: servers.weixin.url,
      WEIXIN_MP_APPID: APPS.wxMp.appid,
      WEIXIN_MP_SECRET: APPS.wxMp.secret,
      WEIXIN_H5_APPID: APPS.wxH5.appid,
      WEIXIN_H5_SECRET: APPS.wxH5.secret,
      WEIXIN_APP_APPID: APPS.wxApp.appid,
      WEIXIN_APP_SECRET: APPS.wxApp.secret,
      WEIXIN_WEB_APPID: APPS.wxWeb.appid,
      WEIXIN_WEB_SECRET: APPS.wxWeb.secret,
      WEIXIN_EXTRA_APPS: JSON.stringify([{ platform: "mp-weixin", ...APPS.wxMp2 }]),
    });
  }
  if (servers.qq) {
    Object.assign(env, {
      QQ_API_ENDPOINT: servers.qq.url,
      QQ_GRAPH_ENDPOINT: servers.qq.url,
      QQ_MP_APPID: APPS.qqMp.appid,
      QQ_MP_SECRET: APPS.qqMp.secret,
      QQ_APP_APPID: APPS.qqApp.appid,
    });
  }
  if (servers.douyin) {
    Object.assign(env, {
      DOUYIN_API_ENDPOINT: servers.douyin.url,
      DOUYIN_MP_APPID: APPS.douyin.appid,
      DOUYIN_MP_SECRET: APPS.douyin.secret,
    });
  }
  return env;
}

/** The fake providers' apps, for their constructors. */
export const FAKE_APPS = {
  weixin: {
    [APPS.wxMp.appid]: APPS.wxMp.secret,
    [APPS.wxMp2.appid]: APPS.wxMp2.secret,
    [APPS.wxH5.appid]: APPS.wxH5.secret,
    [APPS.wxApp.appid]: APPS.wxApp.secret,
    [APPS.wxWeb.appid]: APPS.wxWeb.secret,
  },
  qq: { [APPS.qqMp.appid]: APPS.qqMp.secret },
  douyin: { [APPS.douyin.appid]: APPS.douyin.secret },
};
