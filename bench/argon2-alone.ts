import { hash, verify } from "@node-rs/argon2";

// argon2id verification alone, with the server's parameters and the same libuv pool, kept `concurrency`
// deep for `seconds`: what login could reach if nothing else cost anything.
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const seconds = Number(process.env.SECONDS ?? 10);
const stored = await hash("bench_password1", {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});
const run = async (durationMs: number) => {
  let done = 0;
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await verify(stored, "bench_password1");
        done++;
      }
    }),
  );
  return done / (durationMs / 1000);
};
await run(2000); // warm-up
process.stdout.write(`${JSON.stringify({ perSecond: await run(seconds * 1000) })}\n`);
