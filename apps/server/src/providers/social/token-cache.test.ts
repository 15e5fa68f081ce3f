import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { RedisLink } from "../../services/core/redis-link.js";
import { TestClock } from "../../test/harness.js";
import { AppTokenCache } from "./token-cache.js";

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
  return { token, expiresIn: 7200 };
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
    await a.drop(key);
    expect(await b.get(key, slowFetcher(counter, "B"))).toBe(ta);
    const c = new AppTokenCache(new TestClock(), await redisLink());
    expect(await c.get(key, slowFetcher(counter, "C"))).toBe("C");
  });
});
