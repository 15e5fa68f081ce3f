import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { type Action, Attacker } from "../../test/privilege-attacker.js";
import { rightsOf } from "../../test/privilege-rights.js";
import { buildWorld, type Scenario, TOOLS, URL_POOL } from "../../test/privilege-world.js";

/**
 * The privilege rule as a property (issue 8 §1): a random non-admin caller with random permissions runs a
 * random sequence of back-office and code calls, acting also as every account it comes to sign in as.
 * After every call: the caller and every account it can sign in as hold no sys path the caller did not
 * hold at the start (so the admin is never among them), and no account gained a path that neither it
 * nor the caller held at the start.
 */

/** Runs per database: a PostgreSQL call costs several times a SQLite one (a synced commit per write). */
const RUNS = Number(process.env.PRIVILEGE_RUNS ?? (process.env.TEST_DATABASE_URL ? 60 : 150));
const MAX_ACTIONS = 24;

const idx = fc.nat({ max: 15 });
const purpose = fc.constantFrom("login" as const, "reset-pwd" as const);
const channel = fc.constantFrom("mobile" as const, "email" as const);
const roleSet = fc.array(idx, { maxLength: 3 });
/** True four times in five. */
const mostly = fc.nat({ max: 4 }).map((n) => n > 0);

const scenario: fc.Arbitrary<Scenario> = fc.record({
  permissions: fc.array(
    fc.record({
      url: fc.nat({ max: URL_POOL.length - 1 }),
      level: fc.nat({ max: 3 }),
      read: fc.boolean(),
      enable: mostly,
    }),
    { minLength: 3, maxLength: 8 },
  ),
  roles: fc.array(
    fc.record({ permissions: fc.array(idx, { minLength: 1, maxLength: 3 }), enable: fc.boolean() }),
    {
      minLength: 2,
      maxLength: 4,
    },
  ),
  caller: fc.record({
    tools: fc.subarray([...TOOLS.keys()], { minLength: 4 }),
    permissions: fc.array(idx, { maxLength: 2 }),
    roles: fc.array(idx, { maxLength: 1 }),
    backOffice: mostly,
  }),
  others: fc.array(
    fc.record({
      roles: fc.array(idx, { minLength: 1, maxLength: 3 }),
      backOffice: fc.boolean(),
      emailConfirmed: fc.boolean(),
      mobileConfirmed: fc.boolean(),
    }),
    { minLength: 2, maxLength: 4 },
  ),
});

/** An action of one kind, drawn `weight` times as often as a weight-1 kind. */
const kind = <K extends Action["kind"], F>(
  weight: number,
  name: K,
  fields: { [k in keyof F]: fc.Arbitrary<F[k]> },
) => ({
  weight,
  arbitrary: fc.record({ kind: fc.constant(name), actor: idx, ...fields }),
});

const action = fc.oneof(
  kind(3, "permUpdate", { permission: idx, url: idx, level: fc.nat({ max: 3 }), enable: fc.boolean() }),
  kind(2, "permAdd", { url: idx, level: fc.nat({ max: 3 }), read: fc.boolean() }),
  kind(1, "permDelete", { permission: idx }),
  kind(3, "roleBind", { role: idx, permissions: fc.array(idx, { maxLength: 4 }) }),
  kind(3, "roleUpdate", { role: idx, enable: fc.boolean() }),
  kind(1, "roleDelete", { role: idx }),
  kind(3, "userBindRole", { user: idx, roles: roleSet }),
  kind(3, "userUpdate", {
    user: idx,
    password: fc.boolean(),
    email: fc.option(idx),
    backOffice: fc.option(fc.boolean()),
  }),
  kind(2, "userReset", { user: idx }),
  kind(1, "userAdd", { email: fc.option(idx) }),
  kind(3, "setCode", { user: idx, channel, purpose }),
  kind(3, "readOutbox", { user: idx, channel, purpose }),
) as fc.Arbitrary<Action>;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    CODE_IP_DAILY_CAP: "10000000",
    SMS_DAILY_CAP: "100000",
    EMAIL_DAILY_CAP: "100000",
    LOGIN_LOCK_LIMIT: "1000",
  });
});
afterAll(() => h.close());

const subset = (a: Set<string>, ...of: Set<string>[]) => [...a].filter((p) => !of.some((s) => s.has(p)));

describe("privilege rule, as a property", () => {
  it(`holds for ${RUNS} random callers and call sequences`, async () => {
    let run = 0;
    let calls = 0;
    let actions = 0;
    let granted = 0;
    let takeovers = 0;
    const answers = new Map<string, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        scenario,
        fc.array(action, { minLength: 8, maxLength: MAX_ACTIONS }),
        async (s, steps) => {
          const world = await buildWorld(h, s, ++run);
          const [admin, caller] = world.users;
          const start = new Map<string, Set<string>>();
          for (const u of world.users) start.set(u.uid, await rightsOf(h, u.uid));
          const held = start.get(caller!.uid)!;
          const attacker = new Attacker(h, world, run);
          for (const step of steps) {
            const successes = attacker.successes;
            await attacker.perform(step);
            // A refused call changes no rights and hands over no account: check after every success.
            if (attacker.successes === successes) continue;
            expect(
              attacker.controlled.has(admin!.uid),
              `took over the admin with ${JSON.stringify(step)}`,
            ).toBe(false);
            for (const uid of attacker.controlled.keys()) {
              expect(subset(await rightsOf(h, uid), held), `${uid} after ${JSON.stringify(step)}`).toEqual(
                [],
              );
            }
            for (const u of world.users) {
              const before = start.get(u.uid) ?? new Set<string>();
              expect(subset(await rightsOf(h, u.uid), before, held), `${u.uid} gained`).toEqual([]);
            }
          }
          calls += attacker.calls;
          granted += attacker.successes;
          takeovers += attacker.controlled.size - 1;
          for (const [k, n] of attacker.answers) answers.set(k, (answers.get(k) ?? 0) + n);
          actions += steps.length;
        },
      ),
      { numRuns: RUNS },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (process.env.PRIVILEGE_ANSWERS) console.info([...answers].sort().join("\n"));
    console.info(
      `privilege property (${h.dialect}): ${run} runs, ${actions} actions, ${calls} calls (${granted} answered 0), ${takeovers} accounts taken over within the rule, ${seconds} s`,
    );
  }, 300_000);
});
