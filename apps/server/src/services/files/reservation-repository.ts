import type { Db } from "../../db/types.js";
import { HELD_BYTES } from "./repository.js";

/*
 * The reservations of upload targets (issue 27): what anonymous uploaders hold, what a target reserves as
 * its bytes arrive, refusals and tombstones. The quota itself is read by repository.ts's bytesUsed.
 */

/** Bytes the anonymous uploads of one uploader (a keyed IP hash) signed since `since` hold or reserve. */
export async function uploaderBytesSince(db: Db, uploader: string, since: number): Promise<number> {
  const row = await db
    .selectFrom("files")
    .select(HELD_BYTES.as("used"))
    .where("uploader", "=", uploader)
    .where("created_at", ">=", since)
    .where("user_id", "=", "")
    .where("stored", "=", 1)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Adds `bytes` to a pending target's reservation, if it is still pending and not refused; false otherwise. */
export async function addReserved(db: Db, id: string, bytes: number): Promise<boolean> {
  const result = await db
    .updateTable("files")
    .set((eb) => ({ reserved: eb("reserved", "+", bytes) }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("refusal", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a pending target refused: `refusal` (an error name) is what its report answers. */
export async function markRefused(db: Db, id: string, refusal: string): Promise<void> {
  await db
    .updateTable("files")
    .set({ refusal })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** Takes back `bytes` of a target's reservation (an upload that stored nothing). */
export async function releaseReserved(db: Db, id: string, bytes: number): Promise<void> {
  await db
    .updateTable("files")
    .set((eb) => ({
      reserved: eb
        .case()
        .when("reserved", ">", bytes)
        .then(eb("reserved", "-", bytes))
        .else(0)
        .end(),
    }))
    .where("id", "=", id)
    .execute();
}

/**
 * Makes a row a tombstone of a deleted file whose presigned POST may still be replayed: pending, refused as
 * `fileNotExist`, no object, holding `reserved` until the sweep removes it.
 */
export async function tombstone(db: Db, id: string, reserved: number): Promise<void> {
  await db
    .updateTable("files")
    .set({ status: "pending", refusal: "fileNotExist", size: 0, reserved })
    .where("id", "=", id)
    .execute();
}
