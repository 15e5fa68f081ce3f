import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, uniqueName } from "../../test/harness.js";
import { buildHttpServer } from "../server.js";

// The CloudBase gateway's actions that mail a code spend the verificationCode budget, as the routes that
// send codes do: an address that signs up 100 addresses at once gets the budget's mails, no more.

const ENV = "env-budget-1";
let h: Harness;
let http: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({
    TCB_ENV_ID: ENV,
    BUDGET_VERIFICATION_CODE_PER_IP: "3/minute",
    WEB_DIST: "/nonexistent",
  });
  http = await buildHttpServer(h.app);
});
afterAll(async () => {
  await http.close();
  await h.close();
});

const outbox = async (channel: "email" | "sms") =>
  Number(
    (
      await h.app.services.db
        .selectFrom("provider_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("channel", "=", channel)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("/tcb/web mail actions", () => {
  it("mail at most the budget's codes for one address, answering the rest 429 with Retry-After", async () => {
    const before = await outbox("email");
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        http.inject({
          method: "POST",
          url: `/tcb/web?env=${ENV}`,
          remoteAddress: "10.61.0.1",
          payload: {
            action: "auth.signUpWithEmailAndPassword",
            env: ENV,
            email: `${uniqueName("tcb")}@example.com`,
            password: "Roster-Secret-2026!",
            seqId: "s1",
          },
        }),
      ),
    );
    expect(await outbox("email")).toBe(before + 3);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(97);
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ code: "BUDGET_MINUTE_SPENT", rosterCode: 92100 });
  });

  it("a budgeted route called through invokeFunction is refused 429 with Retry-After, the SDK's RATE_LIMITED", async () => {
    const before = await outbox("sms");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        http.inject({
          method: "POST",
          url: `/tcb/web?env=${ENV}`,
          remoteAddress: "10.61.0.2",
          payload: {
            action: "functions.invokeFunction",
            env: ENV,
            function_name: "router",
            request_data: JSON.stringify({
              $url: "user/pub/sendSmsCode",
              data: { mobile: `139${String(10_000_000 + i).slice(-8)}`, type: "login" },
            }),
          },
        }),
      ),
    );
    expect(await outbox("sms")).toBe(before + 3);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.json()).toMatchObject({ code: "RATE_LIMITED" });
    }
  });
});
