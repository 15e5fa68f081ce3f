import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { call, signUp, startRoster, startServer, stop } from "./processes.js";
import { median } from "./stats.js";

// Upload throughput of one 50 MiB file, STORAGE=local (through Roster's own endpoint) and STORAGE=s3 (a
// presigned POST to s3rver), and the Roster server's memory: resident set before, and its peak (VmHWM).
const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MIB ?? 50) * MIB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Resident and peak resident memory of a process, in MiB (Linux /proc). */
function memory(child: ChildProcess): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

interface Round {
  seconds: number;
  mibPerSecond: number;
  reportMs: number;
}

async function measure(driver: "local" | "s3", extraEnv: Record<string, string>, file: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-bench-upload-"));
  const { url, child } = await startRoster(dataDir, { STORAGE: driver, ...extraEnv });
  try {
    const { token } = await signUp(url, "bench");
    const before = memory(child);
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const target = await call(url, "file/kh/getUploadTarget", { name: "bench.bin", size: SIZE }, token);
      const form = new FormData();
      for (const [k, v] of Object.entries(target.formData as Record<string, string>)) form.append(k, v);
      form.append("file", await fs.openAsBlob(file), "bench.bin");
      const started = performance.now();
      const res = await fetch(new URL(target.uploadUrl as string, url), { method: "POST", body: form });
      await res.arrayBuffer();
      const seconds = (performance.now() - started) / 1000;
      if (res.status !== 200) throw new Error(`upload: ${res.status}`);
      const reportStart = performance.now();
      await call(url, "file/kh/reportUpload", { fileID: target.fileID }, token);
      rounds.push({ seconds, mibPerSecond: SIZE / MIB / seconds, reportMs: performance.now() - reportStart });
      await call(url, "file/kh/deleteFile", { fileList: [target.fileID] }, token);
    }
    return { driver, rounds, before, after: memory(child) };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const file = path.join(os.tmpdir(), `roster-bench-${process.pid}.bin`);
  fs.writeFileSync(file, randomBytes(SIZE));
  const s3 = await startServer("bench/s3rver-server.mjs", { BUCKET: "roster-bench" }, /LISTENING (\S+)/);
  try {
    const results = [
      await measure("local", {}, file),
      await measure(
        "s3",
        {
          S3_ENDPOINT: s3.url,
          S3_REGION: "us-east-1",
          S3_BUCKET: "roster-bench",
          S3_ACCESS_KEY_ID: "S3RVER",
          S3_SECRET_ACCESS_KEY: "S3RVER",
          S3_FORCE_PATH_STYLE: "1",
        },
        file,
      ),
    ];
    const lines = [
      `Upload of one ${SIZE / MIB} MiB file, ${ROUNDS} rounds, median (server and client on this machine, Node ${process.version}):`,
      "",
      "| storage | MiB/s (median) | every round MiB/s | reportUpload ms | Roster RSS before | Roster peak RSS (VmHWM) |",
      "|---|---:|---|---:|---:|---:|",
      ...results.map(
        (r) =>
          `| ${r.driver} | ${median(r.rounds.map((x) => x.mibPerSecond)).toFixed(1)} | ${r.rounds.map((x) => x.mibPerSecond.toFixed(1)).join(", ")} | ${median(r.rounds.map((x) => x.reportMs)).toFixed(0)} | ${r.before.rss.toFixed(0)} MiB | ${r.after.peak.toFixed(0)} MiB |`,
      ),
    ];
    console.log(lines.join("\n"));
  } finally {
    await stop(s3.child);
    fs.rmSync(file, { force: true });
  }
}

await main();
