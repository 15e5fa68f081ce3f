import { z } from "zod";
import { flagField, recordIdField } from "./admin.js";
import { epochMs, requiredText, text } from "./fields.js";

/**
 * Wire shapes of the lucky draw (issue 14). Odds are percentages with at most two decimals (stored as
 * basis points); what the prizes' odds leave of 100% is the "no prize" outcome.
 */

/** Most prizes one activity may have. */
export const LUCKY_DRAW_MAX_PRIZES = 20;

/** A prize's chance in percent: 0-100, at most two decimals (12.5, 0.01). */
export const oddsField = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: "invalid" });

/** A prize as the console sends it: `_id` names an existing prize of the activity (update), else a new one. */
export const luckyPrizeInputSchema = z.object({
  _id: recordIdField.optional(),
  name: requiredText(64),
  stock: z.number().int().min(0).max(1_000_000_000),
  odds: oddsField,
});

/** The fields of an activity; `update` takes any of them (`prizes` then replaces the whole prize list). */
export const luckyActivityFields = {
  name: requiredText(64),
  description: text(1024).optional(),
  start_time: epochMs.min(0),
  end_time: epochMs.min(0),
  enable: flagField.optional(),
  /** Draws one user may make a day (days in UTC+8). */
  daily_draws: z.number().int().min(1).max(1000),
  prizes: z.array(luckyPrizeInputSchema).max(LUCKY_DRAW_MAX_PRIZES),
};

/** A prize as players see it: what is left of its stock and its odds. */
export const luckyPrizeSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  stock: z.number().int(),
  odds: z.number(),
});

/** An activity as players see it (enabled ones only). */
export const luckyActivitySchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  daily_draws: z.number().int(),
  prizes: z.array(luckyPrizeSchema),
});

/** An activity in the console: the player's view plus its switch, creation time and wins per prize. */
export const luckyActivityRowSchema = luckyActivitySchema.extend({
  enable: z.boolean(),
  create_date: z.number().int(),
  prizes: z.array(luckyPrizeSchema.extend({ won: z.number().int() })),
});

/** One win: who won which prize of which activity, and when. */
export const luckyWinnerRowSchema = z.strictObject({
  _id: z.string(),
  activity_id: z.string(),
  activity_name: z.string(),
  user_id: z.string(),
  username: z.string(),
  nickname: z.string(),
  prize_id: z.string(),
  prize_name: z.string(),
  create_date: z.number().int(),
});

/** One of the caller's own wins. */
export const luckyMyPrizeRowSchema = luckyWinnerRowSchema.omit({
  user_id: true,
  username: true,
  nickname: true,
});
