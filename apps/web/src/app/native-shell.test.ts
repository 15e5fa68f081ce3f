import { describe, expect, it } from "vitest";
import { isNativeShell } from "./native-shell";

describe("isNativeShell", () => {
  it("is true only where Capacitor's bridge says it runs natively", () => {
    const fake = (capacitor: unknown) => ({ Capacitor: capacitor }) as unknown as Window;
    expect(isNativeShell(fake({ isNativePlatform: () => true }))).toBe(true);
    expect(isNativeShell(fake({ isNativePlatform: () => false }))).toBe(false);
    expect(isNativeShell(fake({ isNativePlatform: "yes" }))).toBe(false);
    expect(isNativeShell(fake(undefined))).toBe(false);
    expect(isNativeShell(window)).toBe(false);
  });
});
