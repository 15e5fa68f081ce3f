import { describe, expect, it } from "vitest";
import { TestClock } from "../../test/harness.js";
import { respelled } from "../../test/respell.js";
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

describe("tokens are read in their one spelling", () => {
  it("refuses a token whose signature is the same bytes spelled another way (30204)", () => {
    const tokens = new Tokens("s".repeat(32), 3600, new TestClock(1_700_000_000_500));
    const { token } = tokens.sign({ uid: "u1", role: [], permission: [], sid: "s1" });
    const [head, body, signature] = token.split(".") as [string, string, string];
    expect(Buffer.from(respelled(signature), "base64url")).toEqual(Buffer.from(signature, "base64url"));
    for (const forged of [
      `${head}.${body}.${respelled(signature)}`,
      `${head}.${body}.${signature}=`,
      `${head}.${body}.${signature.slice(0, 20)} ${signature.slice(20)}`,
    ])
      expect(() => tokens.verify(forged)).toThrow(expect.objectContaining({ errorName: "checkTokenFailed" }));
    expect(tokens.verify(token).uid).toBe("u1");
  });
});
