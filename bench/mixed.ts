import { randomBytes } from "node:crypto";
import http from "node:http";
import { withBenchDatabase } from "./databases.js";
import { call, startRoster, stop } from "./processes.js";

// The mixed workload of issue 32: signed-in reads (getMyUserInfo and getMenu, half each), writes (updateUser of
// one's own profile, and an upload reservation: file/kh/getUploadTarget writes its record) and password
// sign-ins, on one server process or two (connections split between them, each its own port), every
// connection one account of a role with menus. A small driver rather than autocannon: it times each kind of
// call apart, and a connection that signs in goes on with its new token. The read-only reference is the same
// driver with reads only, on the same server and accounts, right before the mix; the mix without its sign-ins
// (WITHOUT_SIGN_INS) is measured between them.

/** What share of the calls each kind of call takes, in percent (they add up to 100). */
export interface Mix {
  reads: number;
  writes: number;
  signIns: number;
}
export const MIXED: Mix = { reads: 90, writes: 8, signIns: 2 };
export const READS_ONLY: Mix = { reads: 100, writes: 0, signIns: 0 };
/**
 * The mix without its sign-ins: what the writes' invalidations cost the reads, apart from the password hashes
 * (a sign-in's argon2id takes a core for tens of ms, so at 2% of a closed loop they bound the whole mix).
 */
export const WITHOUT_SIGN_INS: Mix = { reads: 92, writes: 8, signIns: 0 };

type Kind = keyof Mix;

/** Latencies of one kind of call, in ms. */
export interface KindResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}
export type MixedResult = Record<Kind, KindResult> & { allP99Ms: number };

/** An account the load signs in as. */
export interface BenchUser {
  username: string;
  password: string;
  token: string;
}

/** One connection's call: the route and its data. */
interface Call {
  kind: Kind;
  route: string;
  data: unknown;
}

const READ_CALLS: Call[] = [
  { kind: "reads", route: "user/kh/getMyUserInfo", data: {} },
  { kind: "reads", route: "user/kh/getMenu", data: {} },
];
const WRITE_CALLS: Call[] = [
  { kind: "writes", route: "user/kh/updateUser", data: { nickname: "edited" } },
  {
    kind: "writes",
    route: "file/kh/getUploadTarget",
    data: { name: "bench.txt", size: 1, contentType: "text/plain" },
  },
];

/**
 * The calls of one cycle of 100, each kind spread evenly through it (Bresenham), reads alternating between
 * their routes and writes between theirs.
 */
export function schedule(mix: Mix): Call[] {
  if (mix.reads + mix.writes + mix.signIns !== 100) throw new Error("a mix adds up to 100");
  const kinds: Kind[] = ["reads", "writes", "signIns"];
  const made: Record<Kind, number> = { reads: 0, writes: 0, signIns: 0 };
  const calls: Call[] = [];
  for (let i = 1; i <= 100; i++) {
    // The kind furthest behind its share so far.
    const kind = kinds.reduce((a, b) => (mix[b] * i - made[b] * 100 > mix[a] * i - made[a] * 100 ? b : a));
    const n = made[kind]++;
    if (kind === "reads") calls.push(READ_CALLS[n % READ_CALLS.length]!);
    else if (kind === "writes") calls.push(WRITE_CALLS[n % WRITE_CALLS.length]!);
    else calls.push({ kind, route: "user/pub/login", data: {} });
  }
  return calls;
}

/** POSTs one call on a keep-alive agent; answers its body's code and, for a sign-in, the new token. */
function post(
  agent: http.Agent,
  base: URL,
  route: string,
  body: string,
  token: string | undefined,
): Promise<{ code: unknown; token?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: "POST",
        path: `/router/${route}`,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...(token ? { "uni-id-token": token } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString()) as {
              code?: unknown;
              vk_uni_token?: { token?: string };
            };
            resolve({ code: parsed.code, token: parsed.vk_uni_token?.token });
          } catch (error) {
            reject(error);
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Runs `mix` with one connection per account (`users`), connection i on `bases[i % bases.length]`, for
 * `warmupSeconds` unmeasured and then `seconds` measured. Each connection cycles through the schedule from
 * its own offset. A failure is a transport error or an answer whose code is not 0.
 */
export async function mixedLoad(
  bases: string[],
  users: BenchUser[],
  mix: Mix,
  options: { seconds: number; warmupSeconds: number },
): Promise<MixedResult> {
  const calls = schedule(mix);
  const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: users.length }));
  const urls = bases.map((b) => new URL(b));
  const latencies: Record<Kind, number[]> = { reads: [], writes: [], signIns: [] };
  const failures: Record<Kind, number> = { reads: 0, writes: 0, signIns: 0 };
  let measuring = false;
  let stopAt = Date.now() + options.warmupSeconds * 1000;
  const phase = async (worker: number) => {
    const user = users[worker]!;
    const agent = agents[worker % agents.length]!;
    const base = urls[worker % urls.length]!;
    const signIn = JSON.stringify({ username: user.username, password: user.password });
    const bodies = calls.map((c) => (c.kind === "signIns" ? signIn : JSON.stringify(c.data)));
    let i = (worker * 37) % calls.length;
    while (Date.now() < stopAt) {
      const next = calls[i]!;
      const started = performance.now();
      let ok = false;
      try {
        const answer = await post(
          agent,
          base,
          next.route,
          bodies[i]!,
          next.kind === "signIns" ? undefined : user.token,
        );
        ok = answer.code === 0;
        if (ok && answer.token) user.token = answer.token;
      } catch {
        ok = false;
      }
      if (measuring) {
        latencies[next.kind].push(performance.now() - started);
        if (!ok) failures[next.kind]++;
      }
      i = (i + 1) % calls.length;
    }
  };
  try {
    if (options.warmupSeconds > 0) await Promise.all(users.map((_, w) => phase(w)));
    measuring = true;
    const started = Date.now();
    stopAt = started + options.seconds * 1000;
    await Promise.all(users.map((_, w) => phase(w)));
    const elapsed = (Date.now() - started) / 1000;
    const kind = (k: Kind): KindResult => {
      const sorted = latencies[k].sort((a, b) => a - b);
      return {
        perSecond: Math.round(sorted.length / elapsed),
        p50Ms: round1(percentile(sorted, 50)),
        p99Ms: round1(percentile(sorted, 99)),
        failures: failures[k],
      };
    };
    const all = [...latencies.reads, ...latencies.writes, ...latencies.signIns].sort((a, b) => a - b);
    return {
      reads: kind("reads"),
      writes: kind("writes"),
      signIns: kind("signIns"),
      allP99Ms: round1(percentile(all, 99)),
    };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** Where a mixed pass runs: SQLite (one process), or PostgreSQL with one process or two. */
export interface MixedSetup {
  name: string;
  pgUrl?: string;
  processes: 1 | 2;
  /** Redis for two processes (what they share: rate budgets, the replay cache, pushes). */
  redisUrl?: string;
  /** Runs once the servers are up (migrations done), before the accounts are made: an A/B variant's change. */
  prepare?: (env: Record<string, string>) => Promise<void>;
  /** Where the server is started from (another checkout, for an A/B across code); this one by default. */
  root?: string;
}

export interface MixedPass {
  readOnly: MixedResult;
  mixed: MixedResult;
  withoutSignIns: MixedResult;
}

const ADMIN = { username: "benchadmin", password: "bench_admin_123" };
const MENUS = [
  { menu_id: "home", name: "Home", url: "/pages/home", sort: 1 },
  { menu_id: "hr", name: "HR", url: "/pages/hr", sort: 2 },
  { menu_id: "hr-leave", name: "Leave", url: "/pages/hr/leave", sort: 1, parent_id: "hr" },
  { menu_id: "hr-people", name: "People", url: "/pages/hr/people", sort: 2, parent_id: "hr" },
];

/**
 * `connections` accounts of a role "staff" that has menus, made through the routes as the administrator
 * (ADMIN_USERNAME) so that getMenu has a tree to read: what a signed-in page of a staff member reads.
 */
async function staffAccounts(base: string, connections: number): Promise<BenchUser[]> {
  const signedIn = await call(base, "user/pub/login", ADMIN);
  const admin = (signedIn.vk_uni_token as { token: string }).token;
  for (const menu of MENUS) await call(base, "admin/system/menu/sys/add", menu, admin);
  await call(base, "admin/system/role/sys/add", { role_id: "staff", role_name: "Staff" }, admin);
  await call(
    base,
    "admin/system/role/sys/bindMenu",
    { role_id: "staff", menu_ids: MENUS.map((m) => m.menu_id) },
    admin,
  );
  const tag = randomBytes(3).toString("hex");
  const users: BenchUser[] = [];
  for (let i = 0; i < connections; i++) {
    const username = `staff${tag}x${i}`;
    const password = "bench_password1";
    const registered = await call(base, "user/pub/register", { username, password });
    await call(base, "admin/system/user/sys/bindRole", { uid: registered.uid, role_ids: ["staff"] }, admin);
    const again = await call(base, "user/pub/login", { username, password });
    users.push({ username, password, token: (again.vk_uni_token as { token: string }).token });
  }
  return users;
}

/**
 * One mixed pass on a fresh database (SQLite in a temporary directory, or a PostgreSQL schema of its own,
 * dropped after): the read-only reference, then the mix, on the same servers and accounts.
 */
export async function mixedPass(
  setup: MixedSetup,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<MixedPass> {
  if (!setup.pgUrl && setup.processes !== 1)
    throw new Error("SQLite has one process: its file has one writer");
  return withBenchDatabase(setup.pgUrl, async (dataDir, database) => {
    const env: Record<string, string> = {
      ...database,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The processes of one deployment share their secret; each sign-in of the mix opens a session.
      TOKEN_SECRET: randomBytes(32).toString("hex"),
      TOKEN_MAX_SESSIONS: "1000",
    };
    if (setup.redisUrl) env.REDIS_URL = setup.redisUrl;
    const children: Awaited<ReturnType<typeof startRoster>>[] = [];
    try {
      // One after the other: the first runs the migrations.
      for (let i = 0; i < setup.processes; i++)
        children.push(await startRoster(dataDir, env, [], setup.root));
      const bases = children.map((c) => c.url);
      if (setup.prepare) await setup.prepare(env);
      const users = await staffAccounts(bases[0]!, options.connections);
      const readOnly = await mixedLoad(bases, users, READS_ONLY, options);
      const withoutSignIns = await mixedLoad(bases, users, WITHOUT_SIGN_INS, options);
      const mixed = await mixedLoad(bases, users, MIXED, options);
      return { readOnly, mixed, withoutSignIns };
    } finally {
      for (const child of children) await stop(child.child);
    }
  });
}

/** Reads per second under the mix (or the mix without sign-ins) as a share of the read-only figure. */
export const readShare = (pass: MixedPass, of: "mixed" | "withoutSignIns" = "mixed") =>
  pass[of].reads.perSecond / pass.readOnly.reads.perSecond;
