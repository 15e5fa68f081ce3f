import type { LuckyDrawActivityRow, LuckyDrawPrizeRow } from "../../db/schema.js";
import { toPercent } from "./odds.js";

/** A prize as players see it. */
export const presentPrize = (p: LuckyDrawPrizeRow) => ({
  _id: p.id,
  name: p.name,
  stock: p.stock,
  odds: toPercent(p.odds_bp),
});

/** An activity as players see it, with its prizes. */
export const presentActivity = (a: LuckyDrawActivityRow, prizes: readonly LuckyDrawPrizeRow[]) => ({
  _id: a.id,
  name: a.name,
  description: a.description,
  start_time: a.start_at,
  end_time: a.end_at,
  daily_draws: a.daily_draws,
  prizes: prizes.map(presentPrize),
});

/** An activity in the console: with its switch, creation time and the wins of each prize. */
export const presentAdminActivity = (
  a: LuckyDrawActivityRow,
  prizes: readonly LuckyDrawPrizeRow[],
  wins: ReadonlyMap<string, number>,
) => ({
  ...presentActivity(a, []),
  enable: a.enable === 1,
  create_date: a.created_at,
  prizes: prizes.map((p) => ({ ...presentPrize(p), won: wins.get(p.id) ?? 0 })),
});

/** Groups prizes by activity id. */
export function prizesByActivity(prizes: readonly LuckyDrawPrizeRow[]): Map<string, LuckyDrawPrizeRow[]> {
  const byActivity = new Map<string, LuckyDrawPrizeRow[]>();
  for (const p of prizes) {
    const list = byActivity.get(p.activity_id) ?? [];
    list.push(p);
    byActivity.set(p.activity_id, list);
  }
  return byActivity;
}
