import { DB_TEST } from "@roster/contract";
import type { VkTestTable } from "../db/schema.js";
import { newId } from "../lib/ids.js";
import { countRows, findRow, insertRows } from "../services/db-test/repository.js";
import type { Harness } from "./harness.js";

/**
 * Puts `count` demo rows of `userId` straight into the database (for caps and fixed places); `fields`
 * overrides the defaults (money 1, at the demo's fixed point, now by the harness clock).
 */
export async function seedDemoRows(
  h: Harness,
  userId: string,
  count: number,
  fields: Partial<VkTestTable> = {},
): Promise<string[]> {
  const now = h.clock.now();
  const rows = Array.from({ length: count }, () => ({
    id: newId(),
    user_id: userId,
    name: "seeded",
    money: 1,
    latitude: DB_TEST.point.latitude,
    longitude: DB_TEST.point.longitude,
    created_at: now,
    updated_at: now,
    ...fields,
  }));
  for (let i = 0; i < rows.length; i += 200) await insertRows(h.app.services.db, rows.slice(i, i + 200));
  return rows.map((row) => row.id);
}

/** The demo rows of one owner in the database (all owners when none is given). */
export const demoRowCount = (h: Harness, userId?: string) => countRows(h.app.services.db, userId);

/** One demo row as stored. */
export const storedDemoRow = (h: Harness, id: string) => findRow(h.app.services.db, id);
