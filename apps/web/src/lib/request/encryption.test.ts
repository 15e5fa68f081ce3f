import { aesEncrypt, decryptRequestData, encryptResponseBody, requestKey } from "@roster/contract";
import { testEncryptRequest } from "@roster/contract/routes";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { getDeviceId } from "../device";
import { callFunction } from "./call-function";
import { callRoute } from "./call-route";
import { alertMessage } from "./feedback";

vi.mock("./feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => () => {}),
}));

beforeEach(() => vi.mocked(alertMessage).mockClear());

/** What the server does (reference §12): decrypt with md5(appid + device id + token), answer encrypted. */
function encryptingServer(answer: (data: Record<string, unknown>) => unknown) {
  return (request: SentRequest) => {
    const key = requestKey(
      request.headers["vk-appid"] ?? "",
      request.headers["vk-device-id"] ?? "",
      request.headers["uni-id-token"],
    );
    const data = decryptRequestData(JSON.parse(request.body) as string, key);
    return json({ encrypt: true, data: encryptResponseBody(answer(data), key) });
  };
}

describe("encrypted calls", () => {
  it("encrypts a route whose contract says encrypted and decrypts the answer (round trip)", async () => {
    const seen: Record<string, unknown>[] = [];
    const { sent } = mockFetch(
      encryptingServer((data) => {
        seen.push(data);
        return { code: 0, msg: "ok", data: { hello: data.hello } };
      }),
    );
    const before = Date.now();
    const body = await callRoute(testEncryptRequest, { hello: "Roster" });
    expect(body).toEqual({ code: 0, msg: "ok", data: { hello: "Roster" } });
    expect(sent[0]?.headers["vk-encrypt"]).toBe("true");
    expect(sent[0]?.body).not.toContain("Roster");
    expect(seen[0]?.hello).toBe("Roster");
    expect(seen[0]?.timeStamp).toBeGreaterThanOrEqual(before);
  });

  it("keys the cipher with the signed-in token", async () => {
    signInLocally("secret-token");
    const { sent } = mockFetch(encryptingServer(() => ({ code: 0, msg: "ok" })));
    await callFunction({ url: "template/encrypt/kh/anything", data: { n: 1 }, encrypt: true });
    const cipher = JSON.parse(sent[0]?.body ?? "") as string;
    const wrongKey = requestKey("__UNI__ROSTER", getDeviceId(), undefined);
    expect(() => decryptRequestData(cipher, wrongKey)).toThrow();
    expect(decryptRequestData(cipher, requestKey("__UNI__ROSTER", getDeviceId(), "secret-token")).n).toBe(1);
  });

  it("encrypts any call asked with encrypt: true, and leaves others in plain text", async () => {
    const { sent } = mockFetch(encryptingServer(() => ({ code: 0, msg: "ok" })));
    await callFunction({ url: "user/pub/checkToken", data: { a: 1 }, encrypt: true });
    expect(sent[0]?.headers["vk-encrypt"]).toBe("true");
    const plain = mockFetch(() => json({ code: 0 }));
    await callFunction({ url: "user/pub/checkToken", data: { a: 1 } });
    expect(plain.sent[0]?.body).toBe('{"a":1}');
  });

  it("decides by the flag, never by the path: a call by url alone is plain", async () => {
    const { sent } = mockFetch(() => json({ code: 0 }));
    await callFunction({ url: testEncryptRequest.path, data: { a: 1 } });
    expect(sent[0]?.headers["vk-encrypt"]).toBeUndefined();
    expect(sent[0]?.body).toBe('{"a":1}');
  });

  it("passes a plain-text refusal of an encrypted call through (e.g. 410)", async () => {
    mockFetch(() => json({ code: 410, msg: "This request has expired" }));
    await expect(callRoute(testEncryptRequest, {})).rejects.toMatchObject({
      code: 410,
    });
    expect(alertMessage).toHaveBeenCalledWith("This request has expired");
  });

  it("fails with 412 when the encrypted answer does not decrypt", async () => {
    mockFetch(() => json({ encrypt: true, data: `${aesEncrypt("{}", "another key")},1,abcdef` }));
    await expect(callRoute(testEncryptRequest, {})).rejects.toMatchObject({
      code: 412,
      kind: "decrypt",
    });
    expect(alertMessage).toHaveBeenCalledWith("Decryption failed: the response body is invalid");
  });
});
