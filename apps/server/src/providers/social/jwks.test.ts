import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jwks, signingKey } from "../../test/social/jwt-keys.js";
import { type ProtocolServer, serve } from "../../test/social/serve.js";
import { JwksCache } from "./jwks.js";

const key = signingKey("k1");
const state = { down: false };
let server: ProtocolServer;
let now = 1_000_000;

beforeAll(async () => {
  server = await serve(() => (state.down ? { status: 503, body: "busy" } : { body: jwks([key]) }));
});
afterAll(() => server.close());

const cache = () =>
  new JwksCache({
    provider: "apple",
    url: `${server.url}/auth/keys`,
    timeoutMs: 1000,
    maxAgeMs: 3_600_000,
    refetchCooldownMs: 60_000,
    now: () => now,
  });

describe("JwksCache", () => {
  it("keeps the known keys when a refresh fails, and waits the cool-down before trying again", async () => {
    const c = cache();
    expect(await c.key("k1")).toBeDefined();
    state.down = true;
    try {
      now += 3_600_000; // stale: refetched, fails, the old key still verifies
      expect(await c.key("k1")).toBeDefined();
      expect(c.fetches).toBe(2);
      expect(await c.key("unknown")).toBeUndefined(); // within the cool-down of the failed try
      expect(c.fetches).toBe(2);
      now += 60_000;
      expect(await c.key("unknown")).toBeUndefined();
      expect(c.fetches).toBe(3);
    } finally {
      state.down = false;
    }
  });

  it("fetches once for parallel first uses", async () => {
    const c = cache();
    const keys = await Promise.all([c.key("k1"), c.key("k1"), c.key("k1")]);
    expect(keys.every((k) => k !== undefined)).toBe(true);
    expect(c.fetches).toBe(1);
  });
});
