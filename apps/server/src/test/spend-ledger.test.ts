import { describe, expect, it } from "vitest";
import type { RouteTable } from "../router/dispatch.js";
import { handle } from "../router/types.js";
import { ROUTES } from "../routes/index.js";
import { createHarness } from "./harness.js";
import { testContract } from "./routes.js";

// A route that reaches a paid provider (here the SMS gateway) without a budget in its contract must fail
// its tests; the same route with a budget passes. The harness's ledger does it for every route test.

const mail = { to: "someone@example.com", subject: "s", text: "t", html: "<p>t</p>" };
const sms = { mobile: "13900000000", code: "123456", purpose: "login", action: "a", minutes: 3 } as const;

const ROUTES_UNDER_TEST: RouteTable = {
  ...ROUTES,
  "test/kh/textsFree": handle(testContract("test/kh/textsFree"), async (_input, ctx) => {
    await ctx.services.sms.send({ ...sms, locale: "en", text: "t" }, AbortSignal.timeout(1000));
    return {};
  }),
  "test/kh/textsBudgeted": handle(
    testContract("test/kh/textsBudgeted", { budget: "verificationCode" }),
    async (_input, ctx) => {
      await ctx.services.sms.send({ ...sms, locale: "en", text: "t" }, AbortSignal.timeout(1000));
      return {};
    },
  ),
  "test/kh/mailsLater": handle(testContract("test/kh/mailsLater"), async (_input, ctx) => {
    // Work left running after the answer is the call's too.
    setTimeout(() => void ctx.services.email.send(mail, AbortSignal.timeout(1000)), 20);
    return {};
  }),
  "test/kh/quiet": handle(testContract("test/kh/quiet"), async () => ({})),
};

describe("the harness's spend ledger", () => {
  it("fails a call that reached a paid provider without spending from a budget, naming the route", async () => {
    const h = await createHarness({}, { routes: ROUTES_UNDER_TEST });
    const user = await h.createUser();
    await expect(h.call("test/kh/textsFree", {}, { as: user })).rejects.toThrow(
      "test/kh/textsFree reached sms:console",
    );
    expect(await h.call("test/kh/textsBudgeted", {}, { as: user })).toMatchObject({ code: 0 });
    expect(await h.call("test/kh/quiet", {}, { as: user })).toMatchObject({ code: 0 });
    await expect(h.close()).rejects.toThrow("test/kh/textsFree");
  });

  it("fails, when the harness closes, a call whose unbudgeted spend came after its answer", async () => {
    const h = await createHarness({}, { routes: ROUTES_UNDER_TEST });
    const user = await h.createUser();
    expect(await h.call("test/kh/mailsLater", {}, { as: user })).toMatchObject({ code: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(h.close()).rejects.toThrow("test/kh/mailsLater reached email:console");
  });

  it("passes a harness whose calls spent only under budgets", async () => {
    const h = await createHarness({}, { routes: ROUTES_UNDER_TEST });
    const user = await h.createUser();
    await h.call("test/kh/textsBudgeted", {}, { as: user });
    await expect(h.close()).resolves.toBeUndefined();
  });
});
