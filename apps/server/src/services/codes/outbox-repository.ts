import type { OutboxRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** A page of the console outbox, newest first, with the total of the filter. */
export async function listOutbox(
  db: Db,
  filter: {
    pageIndex: number;
    pageSize: number;
    channel?: string | undefined;
    recipient?: string | undefined;
  },
): Promise<{ rows: OutboxRow[]; total: number }> {
  let query = db.selectFrom("provider_outbox");
  if (filter.channel) query = query.where("channel", "=", filter.channel);
  if (filter.recipient) query = query.where("recipient", "=", filter.recipient);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
