import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { RedisLink } from "../lib/redis-link.js";
import { TestClock } from "../test/harness.js";
import { AppTokenCache, lifetimeOf } from "./app-token-cache.js";

const links: RedisLink[] = [];
afterAll(() => {
  for (const link of links) link.close();
});

async function redisLink(): Promise<RedisLink> {
  const link = new RedisLink(
    process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    pino({ level: "silent" }),
  );
  links.push(link);
  for (let i = 0; i < 50 && !link.isUp; i++) await new Promise((r) => setTimeout(r, 20));
  return link;
}

const slowFetcher = (counter: { n: number }, token: string) => async () => {
  counter.n++;
  await new Promise((r) => setTimeout(r, 100));
  return { token, lifetimeMs: lifetimeOf(7200) };
};

describe("AppTokenCache", () => {
  it("fetches once for many concurrent callers, keeps the token until expires_in - 300 s, then fetches again", async () => {
    const clock = new TestClock(1_000_000);
    const cache = new AppTokenCache(clock);
    const counter = { n: 0 };
    const tokens = await Promise.all(
      Array.from({ length: 50 }, () => cache.get("weixin:a", slowFetcher(counter, "T1"))),
    );
    expect(new Set(tokens)).toEqual(new Set(["T1"]));
    expect(counter.n).toBe(1);
    clock.advance((7200 - 301) * 1000);
    expect(await cache.get("weixin:a", slowFetcher(counter, "T2"))).toBe("T1");
    clock.advance(2000);
    expect(await cache.get("weixin:a", slowFetcher(counter, "T2"))).toBe("T2");
    expect(counter.n).toBe(2);
  });

  it("shares one fetch between two processes through Redis (REDIS_URL)", async () => {
    const key = `weixin:shared${process.pid}${Date.now()}`;
    const [a, b] = [
      new AppTokenCache(new TestClock(), await redisLink()),
      new AppTokenCache(new TestClock(), await redisLink()),
    ];
    expect(links.every((l) => l.isUp)).toBe(true);
    const counter = { n: 0 };
    const [ta, tb] = await Promise.all([
      a.get(key, slowFetcher(counter, "SHARED")),
      b.get(key, slowFetcher(counter, "OTHER")),
    ]);
    expect(["SHARED", "OTHER"]).toContain(ta);
    expect(tb).toBe(ta);
    expect(counter.n).toBe(1);
    // A stale refusal (a token that was already replaced) leaves the shared token alone ...
    await a.drop(key, "AN-OLDER-TOKEN");
    const c = new AppTokenCache(new TestClock(), await redisLink());
    expect(await c.get(key, slowFetcher(counter, "C"))).toBe(ta);
    // ... the refusal of the shared one drops it everywhere: the next process fetches anew.
    await a.drop(key, ta);
    expect(await b.get(key, slowFetcher(counter, "B"))).toBe(ta);
    const d = new AppTokenCache(new TestClock(), await redisLink());
    expect(await d.get(key, slowFetcher(counter, "D"))).toBe("D");
  });

  it("withToken: a refused token is dropped and the call runs once more with a fresh one, never twice more", async () => {
    const cache = new AppTokenCache(new TestClock());
    let issued = 0;
    const fetcher = async () => ({ token: `T${++issued}`, lifetimeMs: 60_000 });
    const seen: string[] = [];
    const answer = await cache.withToken(
      "qq:app",
      fetcher,
      async (token) => {
        seen.push(token);
        return token === "T1" ? "refused" : "ok";
      },
      (a) => a === "refused",
    );
    expect(answer).toBe("ok");
    expect(seen).toEqual(["T1", "T2"]);
    const always = await cache.withToken(
      "qq:app",
      fetcher,
      async (token) => {
        seen.push(token);
        return "refused";
      },
      (a) => a === "refused",
    );
    expect(always).toBe("refused");
    expect(seen).toEqual(["T1", "T2", "T2", "T3"]);
  });

  it("lifetimeOf: expires_in - 300 s, at least 30 s, 7200 s when the provider gave none", () => {
    expect(lifetimeOf(7200)).toBe(6900_000);
    expect(lifetimeOf("7200")).toBe(6900_000);
    expect(lifetimeOf(100)).toBe(30_000);
    expect(lifetimeOf(undefined)).toBe(6900_000);
    expect(lifetimeOf(-5)).toBe(6900_000);
  });
});
