import { getOutbox } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { accountReach } from "../../../services/access/privilege.js";
import { listOutbox } from "../../../services/codes/outbox-repository.js";

export default handle(getOutbox, async (input, ctx) => {
  const { db } = ctx.services;
  const { rows, total } = await listOutbox(db, input, await accountReach(db, ctx.auth));
  return {
    rows: rows.map((row) => ({
      _id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html !== null ? { html: row.html } : {}),
      created_at: row.created_at,
    })),
    total,
    hasMore: input.pageIndex * input.pageSize < total,
    pagination: { pageIndex: input.pageIndex, pageSize: input.pageSize },
  };
});
