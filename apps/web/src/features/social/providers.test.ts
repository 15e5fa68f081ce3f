import { LOCALES, SOCIAL_PROVIDERS } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { socialTexts } from "../../i18n/groups/social";
import { brandColor, isProvider, PROVIDERS } from "./providers";

describe("the web's providers", () => {
  it("are the contract's descriptors, each with a colour", () => {
    expect(PROVIDERS).toEqual(SOCIAL_PROVIDERS.map((p) => p.id));
    for (const provider of PROVIDERS) {
      expect(isProvider(provider)).toBe(true);
      expect(brandColor(provider)).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(isProvider("password")).toBe(false);
  });

  it("each have a name (social.providers.<id>) in every locale of the web", () => {
    const groups = socialTexts as unknown as Record<
      string,
      { social: { providers: Record<string, string> } }
    >;
    for (const locale of LOCALES) {
      for (const provider of PROVIDERS) {
        expect(groups[locale]?.social.providers[provider], `${locale} ${provider}`).toMatch(/\S/);
      }
    }
  });
});
