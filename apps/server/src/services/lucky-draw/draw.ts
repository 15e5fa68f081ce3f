import { dayKey, formatTime, RosterError } from "@roster/contract";
import type { LuckyDrawActivityRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { newId } from "../../lib/ids.js";
import { lockKeys } from "../core/repository.js";
import type { Services } from "../services.js";
import { pickPrize, type Roll, secureRoll } from "./odds.js";
import { presentActivity } from "./present.js";
import { countDraws, findActivity, insertDraw, prizesOf, takeOneOfStock } from "./repository.js";

/** What one draw gave. */
export interface DrawResult {
  record_id: string;
  prize: { _id: string; name: string } | null;
  remaining: number;
  create_date: number;
}

/** An enabled activity by id, or 91750 (a disabled one is hidden from players). */
export async function enabledActivity(db: Db, id: string): Promise<LuckyDrawActivityRow> {
  const activity = await findActivity(db, id);
  if (activity?.enable !== 1) throw new RosterError("luckyDrawActivityNotExist");
  return activity;
}

/** The draws `userId` has left today (UTC+8) in an activity. */
export async function remainingToday(svc: Services, activity: LuckyDrawActivityRow, userId: string) {
  const used = await countDraws(svc.db, activity.id, userId, dayKey(svc.clock.now()));
  return Math.max(0, activity.daily_draws - used);
}

/**
 * One draw, in one transaction serialised per user and activity: count the user's draws today (UTC+8)
 * against the activity's cap, roll, take one of the prize's stock with a conditional update (`stock > 0`;
 * a prize that ran out gives nothing, so the other prizes' odds stay as set), record the draw.
 */
export async function drawOnce(
  svc: Services,
  userId: string,
  activityId: string,
  roll: Roll = secureRoll,
): Promise<DrawResult> {
  const now = svc.clock.now();
  const day = dayKey(now);
  return svc.db.transaction().execute(async (trx) => {
    await lockKeys(trx, svc.dialect, [`lucky-draw:${activityId}:${userId}`]);
    const activity = await enabledActivity(trx, activityId);
    if (now < activity.start_at)
      throw new RosterError("luckyDrawNotStarted", {
        start: formatTime(activity.start_at, "yyyy-MM-dd hh:mm"),
      });
    if (now >= activity.end_at)
      throw new RosterError("luckyDrawEnded", { end: formatTime(activity.end_at, "yyyy-MM-dd hh:mm") });
    const used = await countDraws(trx, activityId, userId, day);
    if (used >= activity.daily_draws)
      throw new RosterError("luckyDrawDailyLimit", { limit: activity.daily_draws });
    const picked = pickPrize(await prizesOf(trx, [activityId]), roll());
    const won = picked && (await takeOneOfStock(trx, picked.id)) ? picked : undefined;
    const id = newId();
    await insertDraw(trx, {
      id,
      activity_id: activityId,
      user_id: userId,
      day,
      prize_id: won?.id ?? null,
      prize_name: won?.name ?? null,
      created_at: now,
    });
    return {
      record_id: id,
      prize: won ? { _id: won.id, name: won.name } : null,
      remaining: activity.daily_draws - used - 1,
      create_date: now,
    };
  });
}

/** An enabled activity as players see it, with the draws `userId` has left today when given. */
export async function playerActivity(svc: Services, activityId: string, userId: string | undefined) {
  const activity = await enabledActivity(svc.db, activityId);
  const activityView = presentActivity(activity, await prizesOf(svc.db, [activityId]));
  if (userId === undefined) return { activity: activityView };
  return { activity: activityView, remaining: await remainingToday(svc, activity, userId) };
}
