import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const BASE = { NODE_ENV: "test", TOKEN_SECRET: "x".repeat(40), DATA_DIR: "/tmp/roster-config-test" };

describe("config-openapi", () => {
  it("has no subscribe template by default", () => {
    expect(loadConfig(BASE).openapi.weixinSubscribe).toEqual({
      templateId: undefined,
      data: {},
      page: undefined,
      state: "formal",
    });
  });

  it("reads the template, its data, page and state", () => {
    const config = loadConfig({
      ...BASE,
      OPENAPI_WEIXIN_TEMPLATE_ID: " TPL_1 ",
      OPENAPI_WEIXIN_TEMPLATE_DATA: '{"thing1":"Hello","time2":"2026-11-23"}',
      OPENAPI_WEIXIN_TEMPLATE_PAGE: "pages/index/index?a=1",
      OPENAPI_WEIXIN_MINIPROGRAM_STATE: "trial",
    });
    expect(config.openapi.weixinSubscribe).toEqual({
      templateId: "TPL_1",
      data: { thing1: "Hello", time2: "2026-11-23" },
      page: "pages/index/index?a=1",
      state: "trial",
    });
  });

  it.each([
    ["OPENAPI_WEIXIN_TEMPLATE_DATA", "not json"],
    ["OPENAPI_WEIXIN_TEMPLATE_DATA", '["thing1"]'],
    ["OPENAPI_WEIXIN_TEMPLATE_DATA", '{"thing1": 5}'],
    ["OPENAPI_WEIXIN_TEMPLATE_PAGE", "/pages/index"],
    ["OPENAPI_WEIXIN_MINIPROGRAM_STATE", "beta"],
  ])("stops on a bad %s (%s), naming it", (name, value) => {
    expect(() => loadConfig({ ...BASE, [name]: value })).toThrow(name);
  });
});
