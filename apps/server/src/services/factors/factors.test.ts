import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import {
  beginTotp,
  confirmTotp,
  hasSecondFactor,
  makeRecoveryCodes,
  RECOVERY_CODES,
  takeRecoveryCode,
  takeTotp,
} from "./factors.js";
import { recoveryCodesLeft } from "./repository.js";
import { totpCodeAt, totpStep } from "./totp.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const account = { issuer: "Roster", label: "alice" };
const svc = () => h.app.services;
const codeNow = (secret: string, steps = 0) => totpCodeAt(secret, totpStep(h.clock.now()) + steps);

/** A user with a confirmed TOTP factor, and its secret. */
async function enrolled() {
  const user = await h.createUser();
  const { factorId, secret } = await beginTotp(svc(), user.uid, account);
  expect(await confirmTotp(svc(), user.uid, factorId, codeNow(secret))).toBe(true);
  h.clock.advance(30_000); // the next step: the confirming code is used
  return { user, factorId, secret };
}

describe("TOTP factors", () => {
  it("count only once confirmed, with a good code of their own secret, which is sealed at rest", async () => {
    const user = await h.createUser();
    const { factorId, secret, uri } = await beginTotp(svc(), user.uid, account);
    expect(uri).toContain(`secret=${secret}`);
    const row = await h.app.services.db
      .selectFrom("user_factors")
      .selectAll()
      .where("id", "=", factorId)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^v1\./);
    expect(await hasSecondFactor(svc(), user.uid)).toBe(false);
    expect(await takeTotp(svc(), user.uid, codeNow(secret))).toBe(false); // not confirmed yet

    const wrong = codeNow(secret) === "000000" ? "000001" : "000000";
    expect(await confirmTotp(svc(), user.uid, factorId, wrong)).toBe(false);
    expect(await confirmTotp(svc(), user.uid, "nope", codeNow(secret))).toBe(false);
    const other = await h.createUser();
    expect(await confirmTotp(svc(), other.uid, factorId, codeNow(secret))).toBe(false); // not theirs
    expect(await confirmTotp(svc(), user.uid, factorId, codeNow(secret))).toBe(true);
    expect(await hasSecondFactor(svc(), user.uid)).toBe(true);
    expect(await confirmTotp(svc(), user.uid, factorId, codeNow(secret, 1))).toBe(false); // once
  });

  it("take a code once, never one older than the last taken, and one of ±1 step", async () => {
    const { user, secret } = await enrolled();
    const code = codeNow(secret);
    expect(await takeTotp(svc(), user.uid, code)).toBe(true);
    expect(await takeTotp(svc(), user.uid, code)).toBe(false);
    expect(await takeTotp(svc(), user.uid, codeNow(secret, -1))).toBe(false); // older than the one taken
    expect(await takeTotp(svc(), user.uid, codeNow(secret, 1))).toBe(true); // the clock one step behind
    expect(await takeTotp(svc(), user.uid, codeNow(secret, 2))).toBe(false); // too far ahead
    h.clock.advance(60_000);
    expect(await takeTotp(svc(), user.uid, codeNow(secret))).toBe(true);
    for (const bad of ["", "12345", "1234567", "abcdef", `${codeNow(secret)}\u0000`])
      expect(await takeTotp(svc(), user.uid, bad)).toBe(false);
  });

  it("take one code for exactly one of 100 parallel submissions", async () => {
    const { user, secret } = await enrolled();
    const code = codeNow(secret);
    const results = await Promise.all(Array.from({ length: 100 }, () => takeTotp(svc(), user.uid, code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("do not open when a sealed secret is copied to another person's factor", async () => {
    const { secret, factorId } = await enrolled();
    const mallory = await h.createUser();
    const theirs = await beginTotp(svc(), mallory.uid, account);
    const sealed = await h.app.services.db
      .selectFrom("user_factors")
      .select("secret")
      .where("id", "=", factorId)
      .executeTakeFirstOrThrow();
    await h.app.services.db
      .updateTable("user_factors")
      .set({ secret: sealed.secret })
      .where("id", "=", theirs.factorId)
      .execute();
    expect(await confirmTotp(svc(), mallory.uid, theirs.factorId, codeNow(secret))).toBe(false);
  });
});

describe("recovery codes", () => {
  it("are ten, stored only as hashes, each good once, and a new set voids the old", async () => {
    const user = await h.createUser();
    const codes = await makeRecoveryCodes(svc(), user.uid);
    expect(codes).toHaveLength(RECOVERY_CODES);
    expect(new Set(codes).size).toBe(RECOVERY_CODES);
    for (const code of codes) expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
    const rows = await h.app.services.db
      .selectFrom("recovery_codes")
      .selectAll()
      .where("user_id", "=", user.uid)
      .execute();
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll("-", ""));
    }
    for (const row of rows) expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(await recoveryCodesLeft(h.app.services.db, user.uid)).toBe(10);

    // Typed as people type: lower case, spaces, O for 0.
    const typed = codes[0]!.toLowerCase().replaceAll("-", " ").replaceAll("0", "o");
    expect(await takeRecoveryCode(svc(), user.uid, typed)).toBe(true);
    expect(await takeRecoveryCode(svc(), user.uid, codes[0]!)).toBe(false);
    expect(await recoveryCodesLeft(h.app.services.db, user.uid)).toBe(9);
    const other = await h.createUser();
    expect(await takeRecoveryCode(svc(), other.uid, codes[1]!)).toBe(false); // not theirs
    for (const bad of ["", "x".repeat(10_000), `${codes[1]}\u0000`, codes[1]!.slice(0, 18)])
      expect(await takeRecoveryCode(svc(), user.uid, bad)).toBe(false);

    const fresh = await makeRecoveryCodes(svc(), user.uid);
    expect(await takeRecoveryCode(svc(), user.uid, codes[1]!)).toBe(false);
    expect(await takeRecoveryCode(svc(), user.uid, fresh[1]!)).toBe(true);
    expect(await recoveryCodesLeft(h.app.services.db, user.uid)).toBe(9);
  });

  it("take one code for exactly one of 100 parallel submissions", async () => {
    const user = await h.createUser();
    const [code] = await makeRecoveryCodes(svc(), user.uid);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => takeRecoveryCode(svc(), user.uid, code!)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await recoveryCodesLeft(h.app.services.db, user.uid)).toBe(9);
  });
});

describe("an account's removal", () => {
  it("removes its factors and recovery codes with it", async () => {
    const { user } = await enrolled();
    await makeRecoveryCodes(svc(), user.uid);
    const db = h.app.services.db;
    await db.deleteFrom("users").where("id", "=", user.uid).execute();
    const left = async (table: "user_factors" | "recovery_codes") =>
      (await db.selectFrom(table).select("id").where("user_id", "=", user.uid).execute()).length;
    expect(await left("user_factors")).toBe(0);
    expect(await left("recovery_codes")).toBe(0);
  });
});
