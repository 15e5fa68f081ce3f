/** The social sign-in providers the server may offer, in the order the client shows them. */
export const PROVIDERS = ["weixin", "alipay", "qq", "douyin", "huawei", "apple", "univerify"] as const;

/** One of {@link PROVIDERS}. */
export type ProviderId = (typeof PROVIDERS)[number];

/** Whether a server's provider name is one this client knows. */
export const isProvider = (name: string): name is ProviderId =>
  (PROVIDERS as readonly string[]).includes(name);

/** The brand colour of each provider's round button. */
export const BRAND_COLOR: Record<ProviderId, string> = {
  weixin: "#07c160",
  alipay: "#1677ff",
  qq: "#12b7f5",
  douyin: "#161823",
  huawei: "#cf0a2c",
  apple: "#000000",
  univerify: "#ff4444",
};

/** Whether the page runs inside WeChat's own browser (then WeChat sign-in uses the official-account flow). */
export const inWeixinBrowser = (userAgent = globalThis.navigator?.userAgent ?? ""): boolean =>
  /MicroMessenger/i.test(userAgent);
