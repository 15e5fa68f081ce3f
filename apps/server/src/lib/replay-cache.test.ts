import { randomBytes } from "node:crypto";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { TestClock } from "../test/harness.js";
import { RedisLink } from "./redis-link.js";
import { ReplayCache } from "./replay-cache.js";

const links: RedisLink[] = [];
afterAll(() => {
  for (const link of links) link.close();
});
const link = (url: string) => {
  const created = new RedisLink(url, pino({ level: "silent" }));
  links.push(created);
  return created;
};
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 250 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};
const freshId = () => randomBytes(12).toString("hex");

describe("replay cache", () => {
  it("accepts an id once within its time, and again after it", async () => {
    const clock = new TestClock();
    const cache = new ReplayCache(clock);
    expect(await cache.firstSighting("a", 1000)).toBe(true);
    expect(await cache.firstSighting("a", 1000)).toBe(false);
    expect(await cache.firstSighting("b", 1000)).toBe(true);
    clock.advance(1000);
    expect(await cache.firstSighting("a", 1000)).toBe(true);
  });

  it("stays within its memory bound, forgetting expired ids first, then the oldest", async () => {
    const clock = new TestClock();
    const cache = new ReplayCache(clock, undefined, 3);
    for (const id of ["a", "b", "c"]) await cache.firstSighting(id, 1000);
    clock.advance(500);
    expect(await cache.firstSighting("d", 1000)).toBe(true);
    // "a" was the oldest live id and made room for "d"; "b" and "c" are still remembered.
    expect(await cache.firstSighting("b", 1000)).toBe(false);
    expect(await cache.firstSighting("c", 1000)).toBe(false);
    expect(await cache.firstSighting("a", 1000)).toBe(true);
  });

  it("is shared between processes through Redis", async () => {
    const [one, two] = [link("redis://127.0.0.1:6379"), link("redis://127.0.0.1:6379")];
    await until(() => one.isUp && two.isUp);
    const clock = new TestClock();
    const [a, b] = [new ReplayCache(clock, one), new ReplayCache(clock, two)];
    const id = freshId();
    expect(await a.firstSighting(id, 5000)).toBe(true);
    expect(await b.firstSighting(id, 5000)).toBe(false);
    expect(await one.client.pttl(`roster-replay:${id}`)).toBeGreaterThan(4000);
  });

  it("remembers in memory while Redis is unreachable", async () => {
    const down = link("redis://127.0.0.1:1");
    const cache = new ReplayCache(new TestClock(), down);
    const id = freshId();
    expect(await cache.firstSighting(id, 5000)).toBe(true);
    expect(await cache.firstSighting(id, 5000)).toBe(false);
  });
});
