import { describe, expect, it } from "vitest";
import { TestClock } from "../../test/harness.js";
import { Tokens } from "./tokens.js";

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;

describe("tokens", () => {
  it("carry uid, role, permission, sid, iat and exp, with iat from the service clock", () => {
    const clock = new TestClock(1_700_000_000_500);
    const tokens = new Tokens("s".repeat(32), 3600, clock);
    const issued = tokens.sign({ uid: "u1", role: ["admin"], permission: [], sid: "s1" });
    expect(claimsOf(issued.token)).toEqual({
      uid: "u1",
      role: ["admin"],
      permission: [],
      sid: "s1",
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    });
    expect(issued.tokenExpired).toBe(1_700_003_600_000);
    expect(tokens.verify(issued.token)).toMatchObject({ uid: "u1", iat: 1_700_000_000 });
  });
});
