import { type ListInput, RosterError } from "@roster/contract";
import type { LuckyDrawActivityRow, LuckyDrawPrizeRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { newId } from "../../lib/ids.js";
import { type ListSpec, listPage } from "../core/lists.js";
import type { Services } from "../services.js";
import { ODDS_SCALE, toBasisPoints } from "./odds.js";
import { presentAdminActivity, prizesByActivity } from "./present.js";
import {
  activitiesQuery,
  deleteActivityRows,
  deletePrizes,
  findActivity,
  insertActivity,
  insertPrize,
  prizesOf,
  updateActivityRow,
  updatePrizeRow,
  winsByPrize,
} from "./repository.js";

/** A prize as the console sends it. */
export interface PrizeInput {
  _id?: string | undefined;
  name: string;
  stock: number;
  odds: number;
}

/** The fields of an activity as the console sends them (flags already 0/1). */
export interface ActivityFields {
  name?: string | undefined;
  description?: string | undefined;
  start_time?: number | undefined;
  end_time?: number | undefined;
  enable?: 0 | 1 | undefined;
  daily_draws?: number | undefined;
  prizes?: PrizeInput[] | undefined;
}

/** The console's activity list: newest first. */
export const ACTIVITY_LIST: ListSpec = {
  fields: {
    name: { ref: "lucky_draw_activities.name", type: "text" },
    enable: { ref: "lucky_draw_activities.enable", type: "flag" },
    start_time: { ref: "lucky_draw_activities.start_at", type: "bigint" },
    end_time: { ref: "lucky_draw_activities.end_at", type: "bigint" },
    create_date: { ref: "lucky_draw_activities.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "create_date", type: "desc" }],
  tieBreaker: "lucky_draw_activities.id",
};

/** Activities with their prizes and wins, as the console shows them. */
async function presentAll(db: Db, activities: readonly LuckyDrawActivityRow[]) {
  const prizes = await prizesOf(
    db,
    activities.map((a) => a.id),
  );
  const wins = await winsByPrize(
    db,
    prizes.map((p) => p.id),
  );
  const grouped = prizesByActivity(prizes);
  return activities.map((a) => presentAdminActivity(a, grouped.get(a.id) ?? [], wins));
}

/** A page of the console's activity list. */
export async function listActivities(db: Db, input: ListInput) {
  const page = await listPage(activitiesQuery(db), input, ACTIVITY_LIST);
  return { ...page, rows: await presentAll(db, page.rows) };
}

function assertValid(activity: Pick<LuckyDrawActivityRow, "start_at" | "end_at">, prizes?: PrizeInput[]) {
  if (activity.end_at <= activity.start_at) throw new RosterError("luckyDrawTimeRange");
  if (!prizes) return;
  const total = prizes.reduce((sum, p) => sum + toBasisPoints(p.odds), 0);
  if (total > ODDS_SCALE) throw new RosterError("luckyDrawOddsOver", { total: total / 100 });
}

/** Writes the whole prize list of an activity: keeps the named prizes, adds new ones, removes the rest. */
async function replacePrizes(db: Db, activityId: string, prizes: readonly PrizeInput[]): Promise<void> {
  const current = new Set((await prizesOf(db, [activityId])).map((p) => p.id));
  const kept = new Set<string>();
  for (const [sort, prize] of prizes.entries()) {
    const row: LuckyDrawPrizeRow = {
      id: prize._id ?? newId(),
      activity_id: activityId,
      name: prize.name,
      stock: prize.stock,
      odds_bp: toBasisPoints(prize.odds),
      sort,
    };
    if (prize._id === undefined) {
      await insertPrize(db, row);
      continue;
    }
    if (!current.has(prize._id) || kept.has(prize._id))
      throw new RosterError("luckyDrawPrizeNotExist", { id: prize._id.slice(0, 64) });
    kept.add(prize._id);
    await updatePrizeRow(db, row);
  }
  await deletePrizes(
    db,
    activityId,
    [...current].filter((id) => !kept.has(id)),
  );
}

/** Creates an activity with its prizes. */
export async function addActivity(
  svc: Services,
  input: Required<Omit<ActivityFields, "description" | "enable">> & ActivityFields,
) {
  const now = svc.clock.now();
  const row: LuckyDrawActivityRow = {
    id: newId(),
    name: input.name,
    description: input.description ?? "",
    start_at: input.start_time,
    end_at: input.end_time,
    enable: input.enable ?? 1,
    daily_draws: input.daily_draws,
    created_at: now,
    updated_at: now,
  };
  assertValid(row, input.prizes);
  await svc.db.transaction().execute(async (trx) => {
    await insertActivity(trx, row);
    await replacePrizes(trx, row.id, input.prizes);
  });
  return (await presentAll(svc.db, [row]))[0]!;
}

/** Changes the given fields of an activity; `prizes` replaces its prize list. */
export async function updateActivity(svc: Services, id: string, patch: ActivityFields) {
  await svc.db.transaction().execute(async (trx) => {
    const current = await findActivity(trx, id);
    if (!current) throw new RosterError("luckyDrawActivityNotExist");
    const next: LuckyDrawActivityRow = {
      ...current,
      name: patch.name ?? current.name,
      description: patch.description ?? current.description,
      start_at: patch.start_time ?? current.start_at,
      end_at: patch.end_time ?? current.end_at,
      enable: patch.enable ?? current.enable,
      daily_draws: patch.daily_draws ?? current.daily_draws,
      updated_at: svc.clock.now(),
    };
    assertValid(next, patch.prizes);
    const { id: _id, created_at: _created, ...columns } = next;
    await updateActivityRow(trx, id, columns);
    if (patch.prizes) await replacePrizes(trx, id, patch.prizes);
  });
  const row = await findActivity(svc.db, id);
  return (await presentAll(svc.db, row ? [row] : []))[0]!;
}

/** Deletes an activity with its prizes and draws. */
export async function deleteActivity(svc: Services, id: string): Promise<void> {
  const existed = await svc.db.transaction().execute((trx) => deleteActivityRows(trx, id));
  if (!existed) throw new RosterError("luckyDrawActivityNotExist");
}
