import type { ListInput } from "@roster/contract";
import type { Db } from "../../db/types.js";
import { type ListSpec, listPage } from "../core/lists.js";
import { presentActivity, prizesByActivity } from "./present.js";
import { openActivitiesQuery, prizesOf, userWinsQuery, winnersQuery } from "./repository.js";

/** The console's winners list: newest first. */
export const WINNER_LIST: ListSpec = {
  fields: {
    activity_id: { ref: "r.activity_id", type: "text" },
    user_id: { ref: "r.user_id", type: "text" },
    prize_id: { ref: "r.prize_id", type: "text" },
    prize_name: { ref: "r.prize_name", type: "text" },
    create_date: { ref: "r.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "create_date", type: "desc" }],
  tieBreaker: "r.id",
};

/** A player's own wins: newest first. */
export const MY_PRIZE_LIST: ListSpec = {
  fields: {
    activity_id: { ref: "r.activity_id", type: "text" },
    prize_name: { ref: "r.prize_name", type: "text" },
    create_date: { ref: "r.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "create_date", type: "desc" }],
  tieBreaker: "r.id",
};

/** The open activities: those ending first first. */
const OPEN_LIST: ListSpec = {
  fields: { end_time: { ref: "lucky_draw_activities.end_at", type: "bigint" } },
  defaultSort: [{ name: "end_time", type: "asc" }],
  tieBreaker: "lucky_draw_activities.id",
};

/** A page of winners (who won which prize of which activity, and when). */
export async function listWinners(db: Db, input: ListInput) {
  const page = await listPage(winnersQuery(db), input, WINNER_LIST);
  return {
    ...page,
    rows: page.rows.map((r) => ({
      _id: r.id,
      activity_id: r.activity_id,
      activity_name: r.activity_name,
      user_id: r.user_id,
      username: r.username ?? "",
      nickname: r.nickname,
      prize_id: r.prize_id ?? "",
      prize_name: r.prize_name ?? "",
      create_date: r.created_at,
    })),
  };
}

/** A page of one user's wins. */
export async function listMyPrizes(db: Db, userId: string, input: ListInput) {
  const page = await listPage(userWinsQuery(db, userId), input, MY_PRIZE_LIST);
  return {
    ...page,
    rows: page.rows.map((r) => ({
      _id: r.id,
      activity_id: r.activity_id,
      activity_name: r.activity_name,
      prize_id: r.prize_id ?? "",
      prize_name: r.prize_name ?? "",
      create_date: r.created_at,
    })),
  };
}

/** A page of the enabled activities that have not ended, with their prizes. */
export async function listOpenActivities(
  db: Db,
  now: number,
  paging: { pageIndex: number; pageSize: number },
) {
  const page = await listPage(openActivitiesQuery(db, now), paging, OPEN_LIST);
  const grouped = prizesByActivity(
    await prizesOf(
      db,
      page.rows.map((a) => a.id),
    ),
  );
  return { ...page, rows: page.rows.map((a) => presentActivity(a, grouped.get(a.id) ?? [])) };
}
