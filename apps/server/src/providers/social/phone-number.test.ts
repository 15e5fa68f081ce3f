import { describe, expect, it } from "vitest";
import { providerMobile } from "./phone-number.js";

describe("providerMobile, the one normaliser of provider phone numbers", () => {
  it.each([
    ["13827159050", "13827159050"],
    ["+86 138 2715 9050", "13827159050"],
    ["+86-13800138000", "13800138000"],
    ["0086 13827159050", "13827159050"],
    ["  138-2715-9050 ", "13827159050"],
  ])("reads %s as the mainland number %s", (raw, mobile) => {
    expect(providerMobile(raw)).toBe(mobile);
  });

  it.each([
    ["+1 382-715-9050", "+13827159050"],
    ["+1 (382) 715-9050", "+13827159050"],
    ["0013827159050", "+13827159050"],
    ["+44 7700 900123", "+447700900123"],
    ["+852 5123 4567", "+85251234567"],
    ["+853 6612 3456", "+85366123456"],
    ["+886 912 345 678", "+886912345678"],
    ["0081 90-1234-5678", "+819012345678"],
    ["+7 912 345-67-89", "+79123456789"],
  ])("keeps another country's %s as %s: never the mainland number of the same digits", (raw, mobile) => {
    expect(providerMobile(raw)).toBe(mobile);
  });

  it.each([
    ["3827159050", "1", "+13827159050"],
    ["13827159050", "86", "13827159050"],
    ["13827159050", "+86", "13827159050"],
    ["7700900123", "0044", "+447700900123"],
  ])("combines the national number %s with the separate country code %s", (raw, cc, mobile) => {
    expect(providerMobile(raw, cc)).toBe(mobile);
  });

  it.each([
    [undefined, undefined],
    ["", undefined],
    ["8613827159050", undefined],
    ["3827159050", undefined],
    ["+86 10 6552 9988", undefined],
    ["+86 138271590501", undefined],
    ["+0 123 4567 890", undefined],
    ["+1 555", undefined],
    ["+1234567890123456", undefined],
    ["138-0013-800x", undefined],
    ["+1 382 715 9050 ext. 3", undefined],
    ["1+3827159050", undefined],
    ["+13827159050", "1"],
    ["3827159050", "1a"],
  ])("refuses %s (country code %s): its country cannot be known or it is no mobile", (raw, cc) => {
    expect(providerMobile(raw, cc)).toBeUndefined();
  });
});
