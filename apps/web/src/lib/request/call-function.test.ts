import { beforeEach, describe, expect, it, vi } from "vitest";
import { useLifeData } from "../../store/life-data";
import { json, mockFetch } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { getDeviceId } from "../device";
import { getToken, getTokenExpired } from "../session";
import { readJson, STORAGE_KEYS } from "../storage";
import { callFunction } from "./call-function";
import { alertMessage } from "./feedback";
import { CallError } from "./types";

vi.mock("./feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => () => {}),
}));

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

beforeEach(() => {
  vi.mocked(alertMessage).mockClear();
  useLifeData.getState().clearUser();
});

describe("callFunction: the request", () => {
  it("POSTs the data as JSON to /router/<url> with every router header", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
    signInLocally("tok-1");
    const { sent } = mockFetch(() => json({ code: 0, msg: "" }));
    await callFunction({ url: "user/kh/getMyUserInfo", data: { a: 1 } });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe("/router/user/kh/getMyUserInfo");
    expect(request?.method).toBe("POST");
    expect(JSON.parse(request?.body ?? "")).toEqual({ a: 1 });
    expect(request?.headers).toMatchObject({
      "content-type": "application/json",
      "uni-id-token": "tok-1",
      "vk-appid": "__UNI__ROSTER",
      "vk-platform": "h5",
      "vk-locale": "en",
      "vk-device-id": getDeviceId(),
      "vk-os": "ios",
      "vk-app-name": "Roster",
      "vk-app-version": "1.0.0",
      "vk-browser-name": "safari",
      "vk-browser-version": "17.4",
      "vk-device-brand": "apple",
      "vk-device-model": "iPhone",
      "vk-device-type": "phone",
    });
    expect(request?.headers["vk-encrypt"]).toBeUndefined();
    expect(getDeviceId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends no token header on a public call without a token", async () => {
    const { sent } = mockFetch(() => json({ code: 0, msg: "" }));
    await callFunction({ url: "user/pub/checkToken" });
    expect(sent[0]?.headers["uni-id-token"]).toBeUndefined();
  });
});

describe("callFunction: success", () => {
  it("saves vk_uni_token and replaces the user on needUpdateUserInfo", async () => {
    const userInfo = { _id: "u1", username: "alice", nickname: "Al", permission: ["p1"] };
    mockFetch(() =>
      json({
        code: 0,
        msg: "Signed in",
        uid: "u1",
        userInfo,
        needUpdateUserInfo: true,
        vk_uni_token: { token: "new-token", tokenExpired: 4_102_444_800_000 },
      }),
    );
    const body = await callFunction({ url: "user/pub/login", data: { username: "alice", password: "x" } });
    expect(body.uid).toBe("u1");
    expect(getToken()).toBe("new-token");
    expect(getTokenExpired()).toBe(4_102_444_800_000);
    expect(useLifeData.getState().$user.userInfo).toEqual(userInfo);
    expect(useLifeData.getState().$user.permission).toEqual(["p1"]);
    expect(readJson(STORAGE_KEYS.userInfo)).toEqual(userInfo);
  });

  it("keeps the user when needUpdateUserInfo is absent", async () => {
    useLifeData.getState().setUserInfo({ _id: "keep" });
    mockFetch(() => json({ code: 0, msg: "", userInfo: { _id: "other" } }));
    await callFunction({ url: "user/pub/checkToken" });
    expect(useLifeData.getState().$user.userInfo).toEqual({ _id: "keep" });
  });

  it.each([
    ["code 0", { code: 0 }],
    ["key 1", { key: 1 }],
    ["no code but a uid", { uid: "u9" }],
  ])("treats %s as success", async (_name, body) => {
    mockFetch(() => json(body));
    await expect(callFunction({ url: "x/pub/y" })).resolves.toEqual(body);
  });
});

describe("callFunction: failures", () => {
  it("alerts the server's message and rejects with its code", async () => {
    mockFetch(() => json({ code: 10102, msg: "Wrong password" }));
    const error = await callFunction({ url: "user/pub/login" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({ code: 10102, msg: "Wrong password", kind: "server" });
    expect(alertMessage).toHaveBeenCalledWith("Wrong password");
  });

  it("does not alert with needAlert: false", async () => {
    mockFetch(() => json({ code: 10102, msg: "Wrong password" }));
    await expect(callFunction({ url: "user/pub/login", needAlert: false })).rejects.toMatchObject({
      code: 10102,
    });
    expect(alertMessage).not.toHaveBeenCalled();
  });

  it("reads errCode and errMsg of older bodies", async () => {
    mockFetch(() => json({ errCode: "20101", errMsg: "client invalid" }));
    await expect(callFunction({ url: "x/pub/y" })).rejects.toMatchObject({
      code: 20101,
      msg: "client invalid",
    });
    expect(alertMessage).toHaveBeenCalledWith("client invalid");
  });

  it("fails an HTTP error status even with a coded body (rate limit)", async () => {
    mockFetch(() => json({ code: 429, msg: "System busy, please try later." }, 429));
    await expect(callFunction({ url: "user/pub/login" })).rejects.toMatchObject({ code: 429 });
    expect(alertMessage).toHaveBeenCalledWith("System busy, please try later.");
  });

  it("does not save a token carried by a failure", async () => {
    mockFetch(() => json({ code: 10102, msg: "no", vk_uni_token: { token: "t", tokenExpired: 9e12 } }));
    await callFunction({ url: "user/pub/login" }).catch(() => {});
    expect(getToken()).toBeUndefined();
  });
});
