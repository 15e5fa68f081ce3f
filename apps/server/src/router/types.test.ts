import { checkToken, getMyUserInfo, login, updatePwd } from "@roster/contract/routes";
import { describe, expect, it } from "vitest";
import type { Harness } from "../test/harness.js";
import { handle } from "./types.js";

// The checks of this file are the compiler's: `tsc -b` fails when a `@ts-expect-error` line compiles, i.e.
// when handlers or the harness stop being typed by their contract.

const pubHandler = handle(checkToken, async (_input, ctx) => {
  // @ts-expect-error pub routes have no ctx.auth, only the optional viewer
  ctx.auth.uid;
  const viewer = ctx.viewer;
  if (!viewer) throw new Error("no viewer");
  return { uid: viewer.uid, role: [], permission: [], userInfo: {} as never };
});

// kh routes: ctx.auth is always there. refreshesUser: userInfo may be left to the after-filter.
const khHandler = handle(getMyUserInfo, async (_input, ctx) => {
  ctx.auth.uid satisfies string;
  return {};
});

// @ts-expect-error nothing beyond the contract's output: excess fields are refused
const leaky = handle(updatePwd, async () => ({ password_hash: "x" }));

// @ts-expect-error the output promises userInfo as a user record, not a string
const mistyped = handle(getMyUserInfo, async (_input, ctx) => ({ userInfo: ctx.auth.uid }));

const refreshing = handle(updatePwd, async () => ({}));

// @ts-expect-error a login must answer its type and uid (the filter only adds userInfo and the token)
const incomplete = handle(login, async () => ({ token: "t", tokenExpired: 1 }));

/** Calls that the compiler checks against the contract's input. */
export async function typedCalls(h: Harness) {
  // @ts-expect-error login needs a password
  await h.call(login, { username: "a" });
  const body = await h.call(getMyUserInfo, {});
  const nickname: string | undefined = body.userInfo?.nickname;
  await h.call("user/pub/nope", { anything: true }); // raw paths for negative tests
  return nickname;
}

describe("handler and harness types", () => {
  it("keep each handler with its contract", () => {
    expect(
      [pubHandler, khHandler, mistyped, leaky, refreshing, incomplete].map((h) => h.contract.path),
    ).toEqual([
      "user/pub/checkToken",
      "user/kh/getMyUserInfo",
      "user/kh/getMyUserInfo",
      "user/kh/updatePwd",
      "user/kh/updatePwd",
      "user/pub/login",
    ]);
  });
});
