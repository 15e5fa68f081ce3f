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

const mails = async () =>
  Number(
    (
      await h.app.services.db
        .selectFrom("provider_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("channel", "=", "email")
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("/tcb/web mail actions", () => {
  it("mail at most the budget's codes for one address, answering the rest 429 with Retry-After", async () => {
    const before = await mails();
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
    expect(await mails()).toBe(before + 3);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(97);
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ code: "BUDGET_MINUTE_SPENT", rosterCode: 92100 });
  });
});
