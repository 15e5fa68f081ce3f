import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashCode } from "../../services/codes/verify-codes.js";
import { codeIn, uniqueEmail } from "../../test/codes.js";
import { createFileHarness, type FileHarness } from "../../test/files.js";

/**
 * CloudBase e-mail sign-ups of one address in parallel: whoever asks last replaces the request before, and
 * exactly: one pending row, one live code, and the password that waits is the one of the request whose
 * mail carries that code. The resend interval is off so that every request gets its mail.
 */

const ENV = "env-race-1";
const SIGN_UPS = 100;

let h: FileHarness;
beforeAll(async () => {
  h = await createFileHarness("local", undefined, {
    TCB_ENV_ID: ENV,
    CODE_RESEND_SECONDS: "0",
    EMAIL_DAILY_CAP: "1000",
    CODE_IP_DAILY_CAP: "100000",
  });
});
afterAll(() => h.closeAll());

async function call(body: Record<string, unknown>, userAgent = "RosterTest") {
  const res = await fetch(`${h.base}/tcb/web?env=${ENV}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    body: JSON.stringify({ env: ENV, ...body }),
  });
  return (await res.json()) as Record<string, unknown>;
}

const tokenIn = (text: string) => /^ {4}(\S+@\S+:\d{6})$/m.exec(text)?.[1];

describe("parallel e-mail sign-ups of one address", () => {
  it(`${SIGN_UPS} at once: one pending row, only the last code valid, and it activates its own password`, async () => {
    const email = uniqueEmail("race");
    const password = (i: number) => `Race-Secret-2026-${i}!`;
    const answers = await Promise.all(
      Array.from({ length: SIGN_UPS }, (_, i) =>
        call({ action: "auth.signUpWithEmailAndPassword", email, password: password(i) }, `RosterTest/${i}`),
      ),
    );
    expect(answers.filter((a) => a.code !== undefined)).toEqual([]);
    const { db } = h.app.services;
    const pending = await db
      .selectFrom("tcb_pending_signups")
      .selectAll()
      .where("email", "=", email)
      .execute();
    expect(pending).toHaveLength(1);
    const live = await db
      .selectFrom("verify_codes")
      .selectAll()
      .where("recipient", "=", email)
      .where("state", "=", 0)
      .execute();
    expect(live).toHaveLength(1);

    // Which mail carries the live code, and so which request's password must be waiting.
    const mails = await db.selectFrom("provider_outbox").selectAll().where("recipient", "=", email).execute();
    expect(mails).toHaveLength(SIGN_UPS);
    const target = { channel: "email" as const, recipient: email };
    const winners = mails.filter(
      (m) => hashCode(h.app.services.codeKey, target, "register", codeIn(m.text)) === live[0]!.code_hash,
    );
    expect(winners).toHaveLength(1);
    const winner = Number(/RosterTest\/(\d+)/.exec(winners[0]!.text)?.[1]);
    expect((await h.app.services.passwords.check(pending[0]!.password_hash, password(winner))).ok).toBe(true);

    // Earlier requests' mails activate nothing; the winner's activates the account with its password.
    const losers = mails.filter((m) => m !== winners[0]).slice(0, 3);
    for (const mail of losers)
      expect((await call({ action: "auth.activateEndUserMail", token: tokenIn(mail.text) })).code).toBe(
        "INVALID_VERIFY_CODE",
      );
    expect((await call({ action: "auth.activateEndUserMail", token: tokenIn(winners[0]!.text) })).code).toBe(
      undefined,
    );
    const signIn = await call({
      action: "auth.signIn",
      loginType: "EMAIL",
      email,
      password: password(winner),
    });
    expect(signIn.code).toBeUndefined();
    const other = (winner + 1) % SIGN_UPS;
    const wrong = await call({ action: "auth.signIn", loginType: "EMAIL", email, password: password(other) });
    expect(wrong.code).toBe("PASSWORD_ERROR");
  });
});
