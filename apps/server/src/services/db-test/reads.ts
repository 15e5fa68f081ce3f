import { DB_TEST, type ListInput, type RouteInput } from "@roster/contract";
import type { dbApiGetList } from "@roster/contract/routes";
import { type ListSpec, listPage } from "../core/lists.js";
import type { Services } from "../services.js";
import { boundingBox, distanceKm } from "./geo.js";
import {
  allRowsQuery,
  countRows,
  findRow,
  moneyAggregate,
  moneyGroups,
  newestRows,
  randomRows,
  rowsInBox,
} from "./repository.js";
import { presentRow } from "./rows.js";

/**
 * The newest rows (at most DB_TEST.selectLimit) and the total. Every read here is public; `viewer` (the
 * caller, when signed in) marks their own rows.
 */
export async function selectRows(services: Services, viewer: string | undefined) {
  const { rows, total } = await newestRows(services.db, DB_TEST.selectLimit);
  return {
    rows: rows.map((row) => presentRow(row, viewer)),
    total,
    hasMore: total > rows.length,
    pagination: { pageIndex: 1, pageSize: DB_TEST.selectLimit },
  };
}

/** How many rows there are. */
export const countAll = (services: Services) => countRows(services.db);

/** One row at random (or none). */
export async function sampleRows(services: Services, viewer: string | undefined) {
  return (await randomRows(services.db, 1)).map((row) => presentRow(row, viewer));
}

/** sum (0 without rows), avg, max or min of money. */
export async function aggregateMoney(services: Services, fn: "sum" | "avg" | "max" | "min") {
  const value = await moneyAggregate(services.db, fn);
  return fn === "sum" ? (value ?? 0) : value;
}

/** The rows within DB_TEST.geoRadiusKm of the point, nearest first: a box in SQL, the exact distance here. */
export async function rowsNearPoint(services: Services, viewer: string | undefined) {
  const inBox = await rowsInBox(services.db, boundingBox(DB_TEST.point, DB_TEST.geoRadiusKm));
  const near = inBox
    .map((row) => ({ row, km: distanceKm(DB_TEST.point, row) }))
    .filter((entry) => entry.km <= DB_TEST.geoRadiusKm)
    .sort((a, b) => a.km - b.km || a.row.id.localeCompare(b.row.id));
  return {
    rows: near.slice(0, DB_TEST.selectLimit).map((entry) => presentRow(entry.row, viewer)),
    total: near.length,
  };
}

/** The row with this id, or null. */
export async function findById(services: Services, id: string, viewer: string | undefined) {
  const row = await findRow(services.db, id);
  return row ? presentRow(row, viewer) : null;
}

/** Money groups (10 at most), most money first, with the number of accounts in each. */
export async function groupByMoney(services: Services) {
  return (await moneyGroups(services.db, 10)).map((group) => ({ _id: group.money, count: group.owners }));
}

/** What getList lets clients filter and sort by. */
const DB_TEST_LIST: ListSpec = {
  fields: {
    money: { ref: "vk_test.money", type: "bigint" },
    _add_time: { ref: "vk_test.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "_add_time", type: "desc" }],
  tieBreaker: "vk_test.id",
};

type GetListInput = RouteInput<typeof dbApiGetList>;

const present = (v: unknown) => v !== undefined && v !== null && v !== "";

/** A page of everyone's rows, newest first: `searchvalue` = exact money, `addTime`..`endTime` closed range. */
export async function listRows(services: Services, input: GetListInput, viewer: string | undefined) {
  let query = allRowsQuery(services.db);
  if (present(input.searchvalue)) query = query.where("money", "=", Number(input.searchvalue));
  if (present(input.addTime)) query = query.where("created_at", ">=", Number(input.addTime));
  if (present(input.endTime)) query = query.where("created_at", "<=", Number(input.endTime));
  const page = await listPage(query, input as ListInput, DB_TEST_LIST);
  return { ...page, rows: page.rows.map((row) => presentRow(row, viewer)) };
}
