import { LOCALES } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { HashThreads } from "../../../services/passwords/hash-threads.js";
import { createHarness, type Harness, uniqueName } from "../../../test/harness.js";
import { countPasswordChecks, tallyCodes } from "../../../test/races.js";

// Issue 27, item 13: password sign-in must not say whether an account exists. An attacker who tries a name
// no account has and one that has an account, each with a wrong password, gets the same answer (code,
// message, tries left, then the same lock), on SQLite and PostgreSQL.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let ipCounter = 0;
/** A client IP no other test uses: each starts with a full lockout budget. */
const freshIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const login = (username: string, password: string, ip: string, locale: string = "en") =>
  h.call("user/pub/login", { username, password }, { client: { ip, locale } as never });

/** What the caller can compare: the body without the request id. */
const seen = ({ requestId: _, ...body }: Record<string, unknown>) => body;

describe("user/pub/login does not tell unknown names from wrong passwords", () => {
  it("answers an unknown username, e-mail or mobile exactly as a wrong password, in every locale", async () => {
    const email = `${uniqueName("known")}@example.com`;
    const user = await h.createUser({
      email,
      email_confirmed: 1,
      mobile: "13900139027",
      mobile_confirmed: 1,
    });
    const pairs: [string, string][] = [
      [user.username, uniqueName("nobody")],
      [email, `${uniqueName("nobody")}@example.com`],
      ["13900139027", "13900139028"],
      // An unconfirmed e-mail signs in nobody: it answers as an unknown one.
      [email.toUpperCase(), `${uniqueName("unconfirmed")}@example.com`],
    ];
    await h.createUser({ email: pairs[3]![1], email_confirmed: 0 });
    for (const locale of LOCALES) {
      for (const [known, unknown] of pairs) {
        const ip = freshIp();
        const wrong = seen(await login(known, "Wrong-pass-27", ip, locale));
        const absent = seen(await login(unknown, "Wrong-pass-27", ip, locale));
        expect(wrong).toMatchObject({ code: 10102, triesLeft: 5 });
        expect(absent, `${locale}: ${known} / ${unknown}`).toEqual(wrong);
      }
    }
    const en = await login(uniqueName("nobody"), "Wrong-pass-27", freshIp());
    expect(en.msg).toBe("Wrong account or password");
  });

  it("verifies a dummy argon2id hash with the accounts' parameters for an unknown name", async () => {
    const user = await h.createUser();
    // Private: the hash threads are what an attacker times.
    const threads = (h.app.services.passwords as unknown as { threads: HashThreads }).threads;
    const verify = vi.spyOn(threads, "verify");
    try {
      await login(user.username, "Wrong-pass-27", freshIp());
      await login(uniqueName("nobody"), "Wrong-pass-27", freshIp());
      expect(verify).toHaveBeenCalledTimes(2);
      const [real, dummy] = verify.mock.calls.map(([stored]) => stored);
      const parameters = (hash: string | undefined) =>
        /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/.exec(hash ?? "")?.[0];
      expect(parameters(dummy)).toBeDefined();
      expect(parameters(dummy)).toBe(parameters(real));
      expect(await verify.mock.results[1]!.value).toBe(false);
    } finally {
      verify.mockRestore();
    }
  });

  it("locks an unknown name after 6 tries with the answers of a known account, per IP, for the window", async () => {
    const user = await h.createUser();
    const name = uniqueName("nobody");
    const ip = freshIp();
    const run = async (username: string) => {
      const bodies: Record<string, unknown>[] = [];
      for (let i = 0; i < 7; i++) bodies.push(seen(await login(username, `Wrong-pass-${i}`, ip)));
      return bodies;
    };
    const start = h.clock.now();
    const known = await run(user.username);
    const unknown = await run(name);
    expect(known.map((b) => b.triesLeft)).toEqual([5, 4, 3, 2, 1, 0, undefined]);
    expect(known[6]).toEqual({ code: 10103, msg: known[6]!.msg, lockedUntil: start + 3_600_000 });
    expect(unknown).toEqual(known);
    // The name in another case is the same name; another IP has its own budget.
    expect((await login(name.toUpperCase(), "Wrong-pass-x", ip)).code).toBe(10103);
    expect((await login(name, "Wrong-pass-x", freshIp())).triesLeft).toBe(5);
    h.clock.advance(3_600_000 + 1);
    expect(seen(await login(name, "Wrong-pass-x", ip))).toEqual(
      seen(await login(user.username, "Wrong-pass-x", ip)),
    );
  });

  it("logs an unknown name's failure as a wrong password's, without an account and without the name", async () => {
    const name = uniqueName("logged");
    const ip = freshIp();
    await login(name, "Wrong-pass-27", ip);
    const rows = await h.app.services.db.selectFrom("login_log").selectAll().where("ip", "=", ip).execute();
    expect(rows.map((r) => [r.user_id, r.login_type, Number(r.state)])).toEqual([[null, "password", 0]]);
    expect(JSON.stringify(rows)).not.toContain(name);
  });

  it("forgets the counters of unknown names once their window has long passed", async () => {
    const stale = uniqueName("stale");
    await login(stale, "Wrong-pass-27", freshIp());
    const rows = () =>
      h.app.services.db.selectFrom("login_name_failures").select("name").where("name", "=", stale).execute();
    expect(await rows()).toHaveLength(1);
    h.clock.advance(2 * 3_600_000 + 1);
    await login(uniqueName("later"), "Wrong-pass-27", freshIp());
    expect(await rows()).toHaveLength(0);
  });

  it("checks exactly 6 of 100 parallel wrong guesses of an unknown name, as of a known one", async () => {
    const tally = async (username: string) => {
      const ip = freshIp();
      const checks = countPasswordChecks(h.app.services.passwords);
      try {
        const bodies = await Promise.all(
          Array.from({ length: 100 }, (_, i) => login(username, `Wrong-guess-${i}`, ip)),
        );
        return { codes: tallyCodes(bodies), checks: checks.count(), ip };
      } finally {
        checks.restore();
      }
    };
    const user = await h.createUser();
    const name = uniqueName("nobody");
    const known = await tally(user.username);
    const unknown = await tally(name);
    console.info(
      `[race] ${h.dialect}: unknown name ${JSON.stringify(unknown.codes)}, known ${JSON.stringify(known.codes)}`,
    );
    expect(known).toMatchObject({ codes: { 10102: 6, 10103: 94 }, checks: 6 });
    expect(unknown).toMatchObject({ codes: { 10102: 6, 10103: 94 }, checks: 6 });
    const row = await h.app.services.db
      .selectFrom("login_name_failures")
      .select(["error_times", "in_flight"])
      .where("name", "=", name.toLowerCase())
      .where("ip", "=", unknown.ip)
      .executeTakeFirstOrThrow();
    expect({ errors: Number(row.error_times), inFlight: Number(row.in_flight) }).toEqual({
      errors: 6,
      inFlight: 0,
    });
    expect((await login(name, "Wrong-after", unknown.ip)).code).toBe(10103);
  });
});

describe("LOGIN_UPSTREAM_CODES=1", () => {
  let upstream: Harness;
  beforeAll(async () => {
    upstream = await createHarness({ LOGIN_UPSTREAM_CODES: "1" });
  });
  afterAll(() => upstream.close());

  it("restores upstream's distinct answers, which the default gives up", async () => {
    const answers = async (harness: Harness) => {
      const user = await harness.createUser();
      const call = (username: string) =>
        harness.call(
          "user/pub/login",
          { username, password: "Wrong-pass-27" },
          { client: { ip: "10.27.9.9" } },
        );
      const wrong = await call(user.username);
      const unknown = await call(uniqueName("nobody"));
      return { wrong: [wrong.code, wrong.msg], unknown: [unknown.code, unknown.msg] };
    };
    expect(await answers(upstream)).toEqual({
      wrong: [10102, "Wrong password"],
      unknown: [10002, "User does not exist"],
    });
    expect(await answers(h)).toEqual({
      wrong: [10102, "Wrong account or password"],
      unknown: [10102, "Wrong account or password"],
    });
  });
});
