import type { OutboxRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import type { Outbox } from "../../providers/outbox.js";
import type { AccountReach } from "../access/privilege.js";

/** Outbox messages older than this are deleted when a new one arrives. */
const OUTBOX_RETENTION_MS = 7 * 24 * 3_600_000;

/** The outbox table as the console providers write to it: a new message, and the week-old ones gone. */
export function databaseOutbox(db: Db, clock: Clock): Outbox {
  return {
    async append(message) {
      const now = clock.now();
      await db
        .insertInto("provider_outbox")
        .values({ id: newId(), created_at: now, ...message })
        .execute();
      await db
        .deleteFrom("provider_outbox")
        .where("created_at", "<", now - OUTBOX_RETENTION_MS)
        .execute();
    },
  };
}

/**
 * A page of the console outbox, newest first, with the total of the filter. With a `reach` (non-admin
 * readers) only messages to a mobile or e-mail that belongs to at least one account, every one of whose
 * holders is within the reach, are listed: never a message to an account above the reader, nor to an
 * address of no account (it may be on its way to one, through a bind or a registration code).
 */
export async function listOutbox(
  db: Db,
  filter: {
    pageIndex: number;
    pageSize: number;
    channel?: OutboxRow["channel"] | undefined;
    recipient?: string | undefined;
  },
  reach?: AccountReach,
): Promise<{ rows: OutboxRow[]; total: number }> {
  let query = db.selectFrom("provider_outbox");
  if (filter.channel) query = query.where("channel", "=", filter.channel);
  if (filter.recipient) query = query.where("recipient", "=", filter.recipient);
  if (reach) {
    query = query.where((eb) => {
      const holders = () =>
        eb
          .selectFrom("users")
          .select("users.id")
          .where((u) =>
            u.or([
              u("users.mobile", "=", u.ref("provider_outbox.recipient")),
              u("users.email", "=", u.ref("provider_outbox.recipient")),
            ]),
          );
      const aboveReach = holders().where((u) =>
        u.or([
          ...(reach.backOffice ? [] : [u("users.allow_login_background", "=", 1)]),
          u.exists(
            u
              .selectFrom("user_roles")
              .select("user_roles.role_id")
              .whereRef("user_roles.user_id", "=", "users.id")
              .$if(reach.roles.length > 0, (q) => q.where("user_roles.role_id", "not in", reach.roles)),
          ),
        ]),
      );
      return eb.and([eb.exists(holders()), eb.not(eb.exists(aboveReach))]);
    });
  }
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
