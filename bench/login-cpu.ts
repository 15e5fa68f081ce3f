import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load } from "./load.js";
import { startServer, stop } from "./processes.js";

// Sign-ins under the bench's load, with the server's main-thread CPU per sign-in (from /proc: the steadier
// figure on shared cores), to compare builds: `node --conditions=source --import tsx bench/login-cpu.ts [seconds]`.
const seconds = Number(process.argv[2] ?? 8);
const ticks = (pid: number, tid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (10 ms)
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-login-cpu-"));
const { url, child } = await startServer(
  "apps/server/src/main.ts",
  {
    PORT: "0",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    SMS_PROVIDER: "console",
    EMAIL_PROVIDER: "console",
    WEB_DIST: "/nonexistent",
  },
  /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/,
);
try {
  const username = `cpu${Date.now()}`;
  const password = "bench_password1";
  await fetch(`${url}/router/user/pub/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const pid = child.pid!;
  const opts = { connections: 50, seconds, warmupSeconds: 0 };
  await load(`${url}/router/user/pub/login`, { username, password }, {}, { ...opts, seconds: 2 });
  const before = ticks(pid, pid);
  const result = await load(`${url}/router/user/pub/login`, { username, password }, {}, opts);
  const mainMs = (ticks(pid, pid) - before) * (1000 / 100);
  process.stdout.write(
    `${JSON.stringify({ perSecond: result.requestsPerSecond, failures: result.non2xx + result.errors, mainThreadMsPerLogin: mainMs / result.total })}\n`,
  );
} finally {
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
