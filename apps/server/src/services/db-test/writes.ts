import { DB_TEST, RosterError } from "@roster/contract";
import type { VkTestTable } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { lockKeys } from "../core/repository.js";
import type { Services } from "../services.js";
import { countRows, deleteOwnRows, incrementOwnMoney, insertRows, setOwnMoney } from "./repository.js";
import { presentRow } from "./rows.js";

/** A new row of `userId`: money 1-9 and a place within about 5 km north-east of the point, as upstream. */
function newRow(services: Services, userId: string, fields: { name?: string; money?: number }): VkTestTable {
  const now = services.clock.now();
  const offset = () => Math.floor(Math.random() * 500) / 10_000;
  return {
    id: newId(),
    user_id: userId,
    name: fields.name ?? "",
    money: fields.money ?? 1 + Math.floor(Math.random() * 9),
    latitude: DB_TEST.point.latitude + offset(),
    longitude: DB_TEST.point.longitude + offset(),
    created_at: now,
    updated_at: now,
  };
}

/**
 * Inserts rows of `userId` if the owner stays within DB_TEST.maxRowsPerUser: the count and the insert run
 * in one transaction that holds the owner's lock (PostgreSQL advisory lock; SQLite runs one transaction at
 * a time), so parallel adds never pass the cap.
 */
async function insertWithinCap(services: Services, userId: string, rows: VkTestTable[]) {
  await services.db.transaction().execute(async (trx) => {
    await lockKeys(trx, services.dialect, [`vk_test:${userId}`]);
    const held = await countRows(trx, userId);
    if (held + rows.length > DB_TEST.maxRowsPerUser)
      throw new RosterError("dbTestRowLimit", { max: DB_TEST.maxRowsPerUser, adding: rows.length });
    await insertRows(trx, rows);
  });
  return rows.map((row) => row.id);
}

/** Adds one row of the caller's; its id. */
export async function addRow(services: Services, userId: string, fields: { name?: string; money?: number }) {
  const [id] = await insertWithinCap(services, userId, [newRow(services, userId, fields)]);
  return id as string;
}

/** Adds DB_TEST.addsCount rows of the caller's, all or none; their ids. */
export function addRows(services: Services, userId: string) {
  const rows = Array.from({ length: DB_TEST.addsCount }, (_, i) =>
    newRow(services, userId, { name: `#${i + 1}` }),
  );
  return insertWithinCap(services, userId, rows);
}

/** Deletes the caller's rows; how many. */
export const deleteMyRows = (services: Services, userId: string) => deleteOwnRows(services.db, userId);

/** Sets money to 1 on the caller's row; how many rows changed (0 when it is not theirs). */
export const setMoneyToOne = (services: Services, userId: string, id: string) =>
  setOwnMoney(services.db, userId, id, 1, services.clock.now());

/** Sets money to 1 on the caller's row; 1, or dbTestRowNotFound. */
export async function setMoneyToOneById(services: Services, userId: string, id: string) {
  const changed = await setMoneyToOne(services, userId, id);
  if (changed === 0) throw new RosterError("dbTestRowNotFound");
  return changed;
}

/** Adds 1 to the caller's row's money in one statement; the row after it, or dbTestRowNotFound. */
export async function incrementMoney(services: Services, userId: string, id: string) {
  const row = await incrementOwnMoney(services.db, userId, id, 1, services.clock.now());
  if (!row) throw new RosterError("dbTestRowNotFound");
  return presentRow(row, userId);
}
