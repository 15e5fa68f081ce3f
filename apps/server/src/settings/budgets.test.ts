import { BUDGET_NAMES, budgetSettingNames } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const BASE = { NODE_ENV: "test", TOKEN_SECRET: "x".repeat(40), DATA_DIR: "/tmp/roster-config-test" };

describe("config-budgets", () => {
  it("gives every budget limits per account and per IP by default", () => {
    const { budgets } = loadConfig(BASE);
    expect(Object.keys(budgets).sort()).toEqual([...BUDGET_NAMES].sort());
    expect(budgets.miniProgramCode).toEqual({
      perAccount: [
        { points: 20, per: "minute" },
        { points: 200, per: "day" },
      ],
      perIp: [
        { points: 60, per: "minute" },
        { points: 1000, per: "day" },
      ],
    });
    // The daily rule per IP of codes is CODE_IP_DAILY_CAP (the code service), not a second one here.
    expect(budgets.verificationCode.perIp).toEqual([{ points: 10, per: "minute" }]);
    for (const name of BUDGET_NAMES) {
      const limits = budgets[name];
      expect(limits.perAccount.length + limits.perIp.length, name).toBeGreaterThan(0);
    }
  });

  it("reads a budget's settings by their names, `none` lifting one", () => {
    expect(budgetSettingNames("miniProgramCode")).toEqual({
      perAccount: "BUDGET_MINI_PROGRAM_CODE_PER_ACCOUNT",
      perIp: "BUDGET_MINI_PROGRAM_CODE_PER_IP",
    });
    const { budgets } = loadConfig({
      ...BASE,
      BUDGET_OCR_PER_ACCOUNT: " 3/day , 1/minute ",
      BUDGET_OCR_PER_IP: "none",
    });
    expect(budgets.ocr).toEqual({
      perAccount: [
        { points: 3, per: "day" },
        { points: 1, per: "minute" },
      ],
      perIp: [],
    });
  });

  it.each(["0/minute", "5/hour", "5", "5/minute,6/minute", "five/day", "5/minute;5/day"])(
    "stops on a bad limit (%s), naming the setting",
    (value) => {
      expect(() => loadConfig({ ...BASE, BUDGET_PHONE_NUMBER_PER_IP: value })).toThrow(
        "BUDGET_PHONE_NUMBER_PER_IP",
      );
    },
  );
});
