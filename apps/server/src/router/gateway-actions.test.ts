import { RosterError } from "@roster/contract";
import { defineGatewayAction, signIn } from "@roster/contract/gateways";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createHarness, type Harness } from "../test/harness.js";
import {
  type ActionHandler,
  checkActionOutput,
  parseActionInput,
  prepareActions,
  undeclaredActionError,
} from "./gateway-actions.js";

const probe = defineGatewayAction({
  gateway: "tcb",
  action: "probe.run",
  summary: "A test-only action.",
  input: z.object({ name: z.string().max(8) }),
  output: z.object({ data: z.object({ ok: z.boolean() }) }),
  caller: "none",
  errors: ["tcbFieldInvalid"],
});
const handler: ActionHandler<typeof probe> = {
  contract: probe,
  handle: async () => ({ data: { ok: true } }),
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness({});
});
afterAll(async () => {
  await h.close();
});

describe("the gateway action pipeline", () => {
  it("serves each contract with its own handler only", () => {
    expect(prepareActions({ "probe.run": probe }, { "probe.run": handler }).get("probe.run")?.contract).toBe(
      probe,
    );
    expect(() => prepareActions({ "probe.run": probe }, {})).toThrow(/its own contract/);
    expect(() =>
      prepareActions({ "probe.run": probe }, { "probe.run": { ...handler, contract: signIn } }),
    ).toThrow(/its own contract/);
  });

  it("parses input with the contract's schema: the envelope's fields go, a bad field is INVALID_PARAM", () => {
    expect(parseActionInput(probe, { name: "ab", action: "probe.run", access_token: "t" }, "en")).toEqual({
      name: "ab",
    });
    for (const body of [{ name: 1 }, { name: "x".repeat(9) }, {}, { name: "a\u0000" }]) {
      const refused = (() => {
        try {
          parseActionInput(probe, body, "en");
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(RosterError);
      expect((refused as RosterError).errorName).toBe("tcbInvalidParam");
      expect((refused as RosterError).localized("en").toLowerCase()).toContain("name");
    }
  });

  it("answers internal for an answer the output contract does not allow, or an error it does not declare", () => {
    const [prepared] = prepareActions({ "probe.run": probe }, { "probe.run": handler }).values();
    expect(checkActionOutput(h.app.services, prepared!, { data: { ok: true } }, "r1")).toEqual({
      data: { ok: true },
    });
    for (const answer of [{ data: { ok: "yes" } }, { data: { ok: true }, secret: "x" }, {}])
      expect(() => checkActionOutput(h.app.services, prepared!, answer, "r2")).toThrow(RosterError);
    const declared = new RosterError("tcbFieldInvalid", { field: "name" });
    expect(undeclaredActionError(h.app.services, prepared, "r3", declared)).toBe(declared);
    expect(
      (undeclaredActionError(h.app.services, prepared, "r4", new RosterError("accountExists")) as RosterError)
        .errorName,
    ).toBe("internal");
    // Refusals every action may give (the gateway's common errors) are declared for all.
    const common = new RosterError("tcbRateLimited");
    expect(undeclaredActionError(h.app.services, prepared, "r5", common)).toBe(common);
  });
});
