import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("CloudBase gateway settings", () => {
  it("are off by default", () => {
    expect(loadConfig({}).tcb).toBeUndefined();
  });

  it("turn on with TCB_ENV_ID; custom tickets only with a secret of 32+ characters", () => {
    expect(loadConfig({ TCB_ENV_ID: "env-1" }).tcb).toEqual({ envId: "env-1", ticketSecret: undefined });
    const secret = "s".repeat(32);
    expect(loadConfig({ TCB_ENV_ID: "env-1", TCB_TICKET_SECRET: secret }).tcb).toEqual({
      envId: "env-1",
      ticketSecret: secret,
    });
  });

  it("refuse a malformed env id, a short secret, and a secret without the gateway", () => {
    expect(() => loadConfig({ TCB_ENV_ID: "bad env/1" })).toThrow(/TCB_ENV_ID/);
    expect(() => loadConfig({ TCB_ENV_ID: "env-1", TCB_TICKET_SECRET: "short" })).toThrow(
      /TCB_TICKET_SECRET/,
    );
    expect(() => loadConfig({ TCB_TICKET_SECRET: "s".repeat(40) })).toThrow(
      /TCB_TICKET_SECRET: needs TCB_ENV_ID/,
    );
  });
});
