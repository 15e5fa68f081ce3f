import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { readJson, STORAGE_KEYS } from "../storage";
import { callFunction } from "./call-function";
import { deleteGlobalParams, getGlobalParams, updateGlobalParams } from "./global-params";

const sentData = async (url: string, data: Record<string, unknown>, globalParamName?: string) => {
  const { sent } = mockFetch(() => json({ code: 0 }));
  await callFunction({ url, data, globalParamName });
  return JSON.parse(sent[0]?.body ?? "") as Record<string, unknown>;
};

describe("global request parameters", () => {
  it("are stored under vk_request_global_param", () => {
    updateGlobalParams({ shop: { regExp: "^shop/", data: { shop_id: 7 } } });
    expect(readJson(STORAGE_KEYS.globalParams)).toEqual({ shop: { regExp: "^shop/", data: { shop_id: 7 } } });
  });

  it("merge into calls whose url matches, the call's own values winning", async () => {
    signInLocally();
    updateGlobalParams({ shop: { regExp: ["^user/kh/", "^shop/"], data: { shop_id: 7, a: "global" } } });
    expect(await sentData("user/kh/updateUser", { a: "mine" })).toEqual({ shop_id: 7, a: "mine" });
    expect(await sentData("user/pub/login", { a: "mine" })).toEqual({ a: "mine" });
  });

  it("are not overridden by keys whose value is undefined, which are dropped", async () => {
    updateGlobalParams({ all: { regExp: ".*", data: { tenant: "t1" } } });
    expect(await sentData("user/pub/checkToken", { tenant: undefined, keep: 0, gone: undefined })).toEqual({
      tenant: "t1",
      keep: 0,
    });
  });

  it("can be chosen by name whatever the url, and deleted", async () => {
    updateGlobalParams({
      a: { regExp: "^nothing$", data: { x: 1 } },
      b: { regExp: "^nothing$", data: { y: 2 } },
    });
    expect(await sentData("user/pub/checkToken", {}, "a")).toEqual({ x: 1 });
    deleteGlobalParams("a");
    expect(Object.keys(getGlobalParams())).toEqual(["b"]);
    deleteGlobalParams();
    expect(getGlobalParams()).toEqual({});
  });

  it("ignore a pattern that is not a valid regular expression", async () => {
    updateGlobalParams({ broken: { regExp: "([", data: { x: 1 } } });
    expect(await sentData("user/pub/checkToken", { y: 2 })).toEqual({ y: 2 });
  });
});
