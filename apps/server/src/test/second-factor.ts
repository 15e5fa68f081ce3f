import { beginTotp, confirmTotp } from "@roster/contract/routes";
import { expect } from "vitest";
import { totpCodeAt, totpStep } from "../services/factors/totp.js";
import type { Harness, TestUser } from "./harness.js";

/** The code of `secret` at the harness's time, `steps` steps on. */
export const totpNow = (h: Harness, secret: string, steps = 0) =>
  totpCodeAt(secret, totpStep(h.clock.now()) + steps);

/** A code of `secret` that is not good now (nor one step either way). */
export function wrongTotp(h: Harness, secret: string): string {
  const good = new Set([-1, 0, 1].map((steps) => totpNow(h, secret, steps)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!good.has(code)) return code;
  }
}

/**
 * Adds an authenticator to `user` through the routes, as the security page does, and moves the clock to
 * the next time step (the confirming code is used): its secret and the recovery codes it came with.
 */
export async function enrolTotp(h: Harness, user: TestUser) {
  const begun = await h.call(beginTotp, {}, { as: user });
  expect(begun).toMatchObject({ code: 0 });
  const secret = begun.secret as string;
  const confirmed = await h.call(
    confirmTotp,
    { factorId: begun.factorId as string, code: totpNow(h, secret) },
    { as: user },
  );
  expect(confirmed).toMatchObject({ code: 0 });
  h.clock.advance(30_000);
  return { factorId: begun.factorId as string, secret, recoveryCodes: confirmed.recoveryCodes as string[] };
}
