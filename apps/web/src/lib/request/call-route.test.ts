import type { RouteRequest } from "@roster/contract";
import { login, testEncryptRequest, updateUser } from "@roster/contract/routes";
import { beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { callRoute } from "./call-route";
import { alertMessage } from "./feedback";

vi.mock("./feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => () => {}),
}));

beforeEach(() => vi.mocked(alertMessage).mockClear());

describe("callRoute", () => {
  it("POSTs the data to /router/<the contract's path> and resolves with the body", async () => {
    signInLocally("tok-9");
    const { sent } = mockFetch(() => json({ code: 0, msg: "saved", userInfo: { _id: "u1" } }));
    const body = await callRoute(updateUser, { nickname: "Ada" });
    expect(sent[0]?.url).toBe(`/router/${updateUser.path}`);
    expect(sent[0]?.headers["uni-id-token"]).toBe("tok-9");
    expect(JSON.parse(sent[0]?.body ?? "")).toEqual({ nickname: "Ada" });
    expect(body.msg).toBe("saved");
  });

  it("passes the call options on (no alert on failure with needAlert: false)", async () => {
    mockFetch(() => json({ code: 10102, msg: "Wrong password" }));
    await expect(
      callRoute(login, { username: "ada", password: "wrong1" }, { needAlert: false }),
    ).rejects.toMatchObject({ code: 10102, kind: "server" });
    expect(alertMessage).not.toHaveBeenCalled();
  });

  it("encrypts the routes whose contract says encrypted", async () => {
    const { sent } = mockFetch(() => json({ code: 410, msg: "expired" }));
    await callRoute(testEncryptRequest, { hello: "Roster" }).catch(() => {});
    expect(sent[0]?.headers["vk-encrypt"]).toBe("true");
    expect(sent[0]?.body).not.toContain("Roster");
  });

  it("types the data and the answer from the contract", () => {
    expectTypeOf(callRoute<typeof login>)
      .parameter(1)
      .toEqualTypeOf<RouteRequest<typeof login>>();
    expectTypeOf<ReturnType<typeof callRoute<typeof login>>>().resolves.toHaveProperty("uid");
    // @ts-expect-error: login needs a password
    const incomplete = () => callRoute(login, { username: "a" });
    expect(incomplete).toBeTypeOf("function");
  });
});
