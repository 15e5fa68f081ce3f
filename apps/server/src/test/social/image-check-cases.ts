import type { RouteContract } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { createHarness } from "../harness.js";
import { pngImage } from "../png.js";
import { RISKY_TEXT } from "./content-checks.js";
import type { SeenRequest } from "./protocol-server.js";
import type { SocialHarness } from "./social-harness.js";

/** A PNG as a data URL, and a PNG whose bytes the fake platforms flag. */
export const PNG = pngImage(40, 30);
export const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;
export const RISKY_PNG = Buffer.concat([PNG, Buffer.from(RISKY_TEXT)]);

/**
 * The cases every image check shares (the platform's own request is checked by each route's test):
 * flagged image, a too-big inline image, not an image, both sources, a stranger, and no settings.
 */
export function sharedImageCheckCases(
  contract: RouteContract,
  harness: () => SocialHarness,
  checksSent: () => SeenRequest[],
): void {
  describe("shared image-check rules", () => {
    it("answers 91810 for an image the platform flags", async () => {
      const s = harness();
      const user = await s.h.createUser();
      expect((await s.h.call(contract, { base64: dataUrl(RISKY_PNG) }, { as: user })).code).toBe(91810);
    });

    it("refuses, before sending, an inline image over the limit (91801), a non-image (91800) and both sources", async () => {
      const s = harness();
      const user = await s.h.createUser();
      const before = checksSent().length;
      const big = Buffer.concat([PNG, Buffer.alloc(800 * 1024, 1)]);
      const tooBig = await s.h.call(contract, { base64: dataUrl(big) }, { as: user });
      expect(tooBig.code).toBe(91801);
      const text = dataUrl(Buffer.from("just some text, not a picture"), "image/png");
      expect((await s.h.call(contract, { base64: text }, { as: user })).code).toBe(91800);
      expect((await s.h.call(contract, { base64: "@@not base64@@" }, { as: user })).code).toBe(91800);
      const both = await s.h.call(contract, { base64: dataUrl(PNG), fileID: "x" }, { as: user });
      expect(both.code).not.toBe(0);
      expect(checksSent()).toHaveLength(before);
    });

    it("refuses a stranger (30204) without calling the platform", async () => {
      const s = harness();
      const before = checksSent().length;
      expect((await s.h.call(contract, { base64: dataUrl(PNG) })).code).toBe(30204);
      expect(checksSent()).toHaveLength(before);
    });

    it("says the platform is not configured (91203) without its settings", async () => {
      const h = await createHarness();
      try {
        const user = await h.createUser();
        expect((await h.call(contract, { base64: dataUrl(PNG) }, { as: user })).code).toBe(91203);
      } finally {
        await h.close();
      }
    });
  });
}
