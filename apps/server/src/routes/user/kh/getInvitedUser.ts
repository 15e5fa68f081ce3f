import { getInvitedUser } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { type ListSpec, listPage } from "../../../services/core/lists.js";
import { presentInvitee } from "../../../services/invites/invite-links.js";

const INVITEES: ListSpec = {
  fields: {
    nickname: { ref: "users.nickname", type: "text" },
    gender: { ref: "users.gender", type: "integer" },
    invite_time: { ref: "users.invite_time", type: "bigint", nullable: true },
    register_date: { ref: "users.register_date", type: "bigint" },
    // Upstream's creation time of a record; the upstream client sorts invitees by it.
    _add_time: { ref: "users.register_date", type: "bigint" },
  },
  defaultSort: [{ name: "invite_time", type: "desc" }],
  tieBreaker: "users.id",
};

export default handle(getInvitedUser, async (input, ctx) => {
  const auth = ctx.auth;
  const query = ctx.services.db
    .selectFrom("users")
    .innerJoin("user_inviters", "user_inviters.user_id", "users.id")
    .selectAll("users")
    .where("user_inviters.ancestor_id", "=", auth.uid)
    .where("user_inviters.depth", "=", 1);
  const page = await listPage(query, input, INVITEES);
  return { ...page, rows: page.rows.map(presentInvitee) };
});
