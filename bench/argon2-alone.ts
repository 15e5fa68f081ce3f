import { Passwords } from "@roster/server/passwords";

// argon2id verification alone, as the server runs it (its parameters, and at most as many hashes at once as
// it lets run), kept `concurrency` deep for `seconds`: what login could reach if nothing else cost anything.
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const seconds = Number(process.env.SECONDS ?? 10);
const passwords = new Passwords();
const stored = await passwords.hash("bench_password1");
const run = async (durationMs: number) => {
  let done = 0;
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await passwords.check(stored, "bench_password1");
        done++;
      }
    }),
  );
  return done / (durationMs / 1000);
};
await run(2000); // warm-up
const cpuBefore = process.cpuUsage();
const perSecond = await run(seconds * 1000);
const cpu = process.cpuUsage(cpuBefore); // every thread of the process: mostly the pool's argon2id
const cpuMsPerVerify = Number(((cpu.user + cpu.system) / 1000 / (perSecond * seconds)).toFixed(3));
process.stdout.write(`${JSON.stringify({ perSecond, cpuMsPerVerify })}\n`);
