import { RosterError } from "@roster/contract";
import { lockKeys } from "../core/repository.js";
import type { Services } from "../services.js";
import type { DbValue } from "./conditions.js";
import { countRows, insertRows } from "./repository.js";
import type { CollectionSchema } from "./schemas.js";

/**
 * Inserts documents of one owner, all or none, if the owner stays within the collection's cap: the count
 * and the insert run in one transaction that holds the owner's lock for the collection (PostgreSQL
 * advisory lock; SQLite runs one transaction at a time), so parallel adds never pass it (92000 otherwise).
 */
export async function insertWithinCap(
  svc: Services,
  collection: CollectionSchema,
  rows: Record<string, DbValue>[],
): Promise<void> {
  const limits = collection.limits;
  // A collection without limits is one nobody may add to (compileLimits): nothing reaches here.
  if (!limits)
    throw new RosterError("clientDbPermissionDenied", { action: "create", collection: collection.name });
  const owner = rows[0]?.[limits.owner];
  if (typeof owner !== "string" || rows.some((row) => row[limits.owner] !== owner))
    throw new RosterError("clientDbPermissionDenied", { action: "create", collection: collection.name });
  await svc.db.transaction().execute(async (trx) => {
    await lockKeys(trx, svc.dialect, [`client-db:${collection.name}:${owner}`]);
    const held = await countRows(trx, collection, {
      kind: "cmp",
      field: limits.owner,
      op: "=",
      value: owner,
    });
    if (held + rows.length > limits.rowsPerOwner)
      throw new RosterError("clientDbRowLimit", {
        max: limits.rowsPerOwner,
        adding: rows.length,
        collection: collection.name,
      });
    await insertRows(trx, collection, rows);
  });
}
