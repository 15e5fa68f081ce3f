import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load } from "./load.js";
import { signUp, startRoster, stop } from "./processes.js";

// Sign-ins under the bench's load, with where the CPU of a sign-in goes (from /proc, the steadier figure
// on shared cores): the server's main thread, its hash threads (argon2id), its other threads (V8's GC
// helpers, the WAL's fsync thread), and the load generator in this process. Compare builds, or compare
// with argon2id alone: `node --conditions=source --import tsx bench/login-cpu.ts [seconds]`.
const seconds = Number(process.argv[2] ?? 8);
const CLOCK_TICK_MS = 10; // /proc counts CPU time in clock ticks of 1/100 s
const HASH_THREADS = os.availableParallelism(); // the server's default (services/passwords/hash-threads.ts)

/** CPU time (utime + stime, in ms) of every thread of `pid`, by thread id. */
function threadTimes(pid: number): Map<number, { ms: number }> {
  const times = new Map<number, { ms: number }>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    times.set(Number(tid), { ms: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS });
  }
  return times;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-login-cpu-"));
const { url, child } = await startRoster(dataDir);
try {
  const { username, password } = await signUp(url, "cpu");
  const pid = child.pid!;
  const opts = { connections: 50, seconds, warmupSeconds: 0 };
  await load(`${url}/router/user/pub/login`, { username, password }, {}, { ...opts, seconds: 2 });
  const before = threadTimes(pid);
  const generatorBefore = process.cpuUsage();
  const result = await load(`${url}/router/user/pub/login`, { username, password }, {}, opts);
  const generator = process.cpuUsage(generatorBefore);
  const after = threadTimes(pid);
  const per = (ms: number) => Number((ms / result.total).toFixed(3));
  // Node names all its threads "node": the hash threads are the busiest others (argon2id keeps them busy).
  const used = [...after].map(([tid, { ms }]) => ({ tid, ms: ms - (before.get(tid)?.ms ?? 0) }));
  const others = used.filter((t) => t.tid !== pid).sort((x, y) => y.ms - x.ms);
  const sum = (list: { ms: number }[]) => list.reduce((n, t) => n + t.ms, 0);
  const spent = {
    mainThread: sum(used.filter((t) => t.tid === pid)),
    hashing: sum(others.slice(0, HASH_THREADS)),
    other: sum(others.slice(HASH_THREADS)),
  };
  process.stdout.write(
    `${JSON.stringify({
      perSecond: result.requestsPerSecond,
      failures: result.non2xx + result.errors,
      msPerLogin: {
        mainThread: per(spent.mainThread),
        argon2Threads: per(spent.hashing),
        otherServerThreads: per(spent.other),
        loadGenerator: per((generator.user + generator.system) / 1000),
      },
    })}\n`,
  );
} finally {
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
