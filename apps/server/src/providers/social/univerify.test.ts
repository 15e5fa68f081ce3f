import { isRosterError, type RosterError } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUniverifyBridge, type UniverifyBridge } from "../../test/social/univerify-server.js";
import { UniverifyProvider, univerifySign } from "./univerify.js";

const SECRET = "bridge-secret-0123456789abcdef";
const APPID = "__UNI__A1B2C3D";
let bridge: UniverifyBridge;

const provider = (secret = SECRET, dcloudAppid: string | undefined = APPID) =>
  new UniverifyProvider({ bridgeUrl: `${bridge.url}/univerify`, secret, dcloudAppid }, 2000);

async function refusal(promise: Promise<unknown>): Promise<RosterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isRosterError(error)) throw new Error(`expected a RosterError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  bridge = await startUniverifyBridge(SECRET, APPID);
});
afterAll(() => bridge.close());

describe("univerify bridge provider", () => {
  it("signs as the reference's example says", () => {
    const params = {
      access_token: "AT_TEST",
      openid: "OPENID_TEST",
      timestamp: "1700000000000",
      nonce: "n1",
    };
    expect(univerifySign(params, "bridge-test-secret")).toBe(
      "01582ce2d7befe5d183d6f61c6bb2d32958a4981fba7b17895e6f453d108f9da",
    );
  });

  it("is off without the bridge settings and on for the app only", () => {
    expect(new UniverifyProvider(undefined, 2000).configured("app")).toBe(false);
    expect(provider().configured("app")).toBe(true);
    expect(provider().configured("h5")).toBe(false);
  });

  it("gets the verified mobile through a signed request the bridge checked", async () => {
    bridge.grant("AT_1", "OPENID_1", "13900139000");
    expect(await provider().signIn({ platform: "app", accessToken: "AT_1", openid: "OPENID_1" })).toEqual({
      provider: "univerify",
      platform: "app",
      appid: APPID,
      openid: "OPENID_1",
      mobile: "13900139000",
    });
    const sent = bridge.requests.at(-1)!.query;
    expect([...sent.keys()].sort()).toEqual([
      "access_token",
      "appid",
      "nonce",
      "openid",
      "sign",
      "timestamp",
    ]);
    expect(bridge.refusals).toEqual([]);
  });

  it("is refused by the bridge with another secret; a used token gives univerifyFailed with DCloud's code", async () => {
    bridge.grant("AT_2", "OPENID_2", "13900139001");
    const wrong = await refusal(
      provider("another-secret-0123456789").signIn({
        platform: "app",
        accessToken: "AT_2",
        openid: "OPENID_2",
      }),
    );
    expect(wrong.code).toBe(91330);
    expect(wrong.extra).toEqual({ providerCode: "4002" });
    expect(bridge.refusals.at(-1)).toBe("sign");
    await provider().signIn({ platform: "app", accessToken: "AT_2", openid: "OPENID_2" });
    const used = await refusal(
      provider().signIn({ platform: "app", accessToken: "AT_2", openid: "OPENID_2" }),
    );
    expect(used.extra).toEqual({ providerCode: "5000" });
    expect(JSON.stringify([wrong.message, used.message, wrong.stack])).not.toContain("AT_2");
  });

  it("requires access_token and openid, and says unavailable when the bridge is down", async () => {
    expect((await refusal(provider().signIn({ platform: "app", openid: "x" }))).code).toBe(20101);
    const down = new UniverifyProvider(
      { bridgeUrl: "http://127.0.0.1:9/u", secret: SECRET, dcloudAppid: undefined },
      500,
    );
    expect((await refusal(down.signIn({ platform: "app", accessToken: "AT", openid: "O" }))).code).toBe(
      91202,
    );
  });
});
