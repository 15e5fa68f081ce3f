import { z } from "zod";
import { keyField } from "./admin.js";
import { plainString } from "./fields.js";

/**
 * The data-access demo (`template/db_api/*`, template page db-test): its fixed point (Xihu district,
 * Hangzhou, as upstream), the radius of its `geo` demo and the cap of rows per account.
 */
export const DB_TEST = {
  point: { longitude: 120.12792, latitude: 30.228932 },
  geoRadiusKm: 4,
  /**
   * Rows one account may hold: a stranger's account cannot fill the disk. The clientDB demo collection
   * (`demo-notes`) holds its accounts to the same cap.
   */
  maxRowsPerUser: 1000,
  /**
   * The most one demo row may hold of what its owner writes, in UTF-8 bytes: a db_api row's name is far
   * below it; clientDB's schemas are refused at start-up unless their writable fields fit in it.
   */
  maxRowBytes: 4096,
  /** Rows `adds` inserts at once. */
  addsCount: 10,
  /** Rows the `select` and `geo` demos answer at most. */
  selectLimit: 100,
} as const;

/** One demo row as the wire shows it: `mine` instead of the owner's id, and its distance from the point. */
export const dbTestRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  money: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres from {@link DB_TEST}.point, 3 decimals. */
  km: z.number(),
  /** The row belongs to the caller (false for a stranger). */
  mine: z.boolean(),
  _add_time: z.number().int(),
  _update_time: z.number().int(),
});

/** A demo row on the wire. */
export type DbTestRow = z.infer<typeof dbTestRowSchema>;

/** The id of a demo row (`_id`, as upstream sends it). */
export const dbTestIdInput = z.object({ _id: keyField }).strict();

/** A money amount: a whole number, as upstream's demo rows hold. */
export const dbTestMoney = z.number().int().min(0).max(1_000_000_000);

/** The name of a demo row. */
export const dbTestName = plainString().trim().max(40);
