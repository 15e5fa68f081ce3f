import fs from "node:fs/promises";
import type { Worker } from "node:worker_threads";
import { hash as hashOnPool, verify as verifyOnPool } from "@node-rs/argon2";
import { afterEach, describe, expect, it } from "vitest";
import { HashThreads } from "./hash-threads.js";
import { Passwords } from "./passwords.js";

const open: Passwords[] = [];
const passwordsWith = (threads?: HashThreads) => {
  const passwords = new Passwords(undefined, [], threads);
  open.push(passwords);
  return passwords;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

describe("Passwords", () => {
  it("hashes argon2id and checks passwords against it, as the pool's argon2 does", async () => {
    const passwords = passwordsWith();
    const stored = await passwords.hash("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.check(stored, "correct horse")).toEqual({ ok: true, rehash: false });
    expect(await passwords.check(stored, "wrong horse")).toEqual({ ok: false, rehash: false });
    expect(await verifyOnPool(stored, "correct horse")).toBe(true);
    const fromPool = await hashOnPool("battery staple", { algorithm: 2, memoryCost: 19_456, timeCost: 2 });
    expect(await passwords.check(fromPool, "battery staple")).toEqual({ ok: true, rehash: false });
  });

  it("answers a wrong password, not an error, for a missing or unreadable hash", async () => {
    const passwords = passwordsWith();
    expect(await passwords.check(null, "anything")).toEqual({ ok: false, rehash: false });
    expect(await passwords.check("$argon2id$garbage", "anything")).toEqual({ ok: false, rehash: false });
    expect(await passwords.check("not a hash\u0000", "anything")).toEqual({ ok: false, rehash: false });
  });

  it("pays one argon2id verification, as any account does, for an unknown account and an imported HMAC hash", async () => {
    // Issue 27: an HMAC takes microseconds; without the verification an imported account answered a wrong
    // password far sooner than a name no account has, and sign-in's timing said which names exist.
    const threads = new HashThreads(1);
    const verified: string[] = [];
    const verify = threads.verify.bind(threads);
    threads.verify = (stored, password) => {
      verified.push(stored.slice(0, 31));
      return verify(stored, password);
    };
    const passwords = new Passwords(undefined, [{ version: 0, value: "passwordSecret-demo" }], threads);
    open.push(passwords);
    const legacy = "vk-hmac-sha1:0:03caebb36670995fc261a275d212cad65e4bbebd";
    expect(await passwords.check(legacy, "wrong1")).toEqual({ ok: false, rehash: true });
    expect(await passwords.check(legacy, "123456")).toEqual({ ok: true, rehash: true });
    expect(await passwords.check(null, "wrong1")).toEqual({ ok: false, rehash: false });
    expect(verified).toEqual(Array(3).fill("$argon2id$v=19$m=19456,t=2,p=1$"));
  });

  it("keeps hashes off libuv's pool, so a burst of sign-ins never holds a file read back", async () => {
    const passwords = passwordsWith(new HashThreads(2));
    const stored = await passwords.hash("correct horse");
    const finished: string[] = [];
    // On the pool, eight checks would fill its four threads and queue the stat behind them: it would finish
    // after four checks at the earliest. On the hash threads it does not wait for them (a check or two may
    // still end first on a fast machine whose main thread is busy: a check takes a few ms here).
    const checks = Array.from({ length: 8 }, () =>
      passwords.check(stored, "correct horse").then(() => finished.push("check")),
    );
    const read = fs.stat(import.meta.filename).then(() => finished.push("stat"));
    await Promise.all([...checks, read]);
    expect(finished.filter((f) => f === "check")).toHaveLength(8);
    expect(finished.indexOf("stat")).toBeLessThan(4);
  });

  it("starts no more threads than its size, and none while one is idle", async () => {
    const threads = new HashThreads(2);
    const count = () => (threads as unknown as { threads: unknown[] }).threads.length;
    const passwords = passwordsWith(threads);
    const stored = await passwords.hash("correct horse");
    await passwords.check(stored, "correct horse");
    expect(count()).toBe(1);
    await Promise.all(Array.from({ length: 6 }, () => passwords.check(stored, "correct horse")));
    expect(count()).toBe(2);
  });

  it("refuses checks still waiting when closed, and starts afresh after", async () => {
    const threads = new HashThreads(1);
    const passwords = passwordsWith(threads);
    const stored = await passwords.hash("correct horse");
    const waiting = Promise.allSettled([1, 2, 3].map(() => passwords.check(stored, "correct horse")));
    await threads.close();
    expect((await waiting).map((s) => (s.status === "rejected" ? String(s.reason) : s.status))).toEqual(
      Array(3).fill("Error: the hash threads were closed"),
    );
    expect(await passwords.check(stored, "correct horse")).toEqual({ ok: true, rehash: false });
  });

  it("refuses the checks of a thread that dies, and starts a new one for the next check", async () => {
    const threads = new HashThreads(1);
    const passwords = passwordsWith(threads);
    const stored = await passwords.hash("correct horse");
    const waiting = Promise.allSettled([1, 2].map(() => passwords.check(stored, "correct horse")));
    // As a crash would: the thread ends under its waiting checks.
    const [thread] = (threads as unknown as { threads: { worker: Worker }[] }).threads;
    await thread?.worker.terminate();
    expect((await waiting).map((s) => s.status)).toEqual(["rejected", "rejected"]);
    expect(await passwords.check(stored, "correct horse")).toEqual({ ok: true, rehash: false });
  });
});
