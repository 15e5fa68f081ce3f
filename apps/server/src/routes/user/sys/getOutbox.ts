import { getOutbox } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { readOutbox } from "../../../services/codes/outbox.js";

export default handle(getOutbox, async (input, ctx) => {
  const { rows, total } = await readOutbox(ctx.services, ctx.auth, input);
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
