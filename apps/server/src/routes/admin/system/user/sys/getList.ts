import { adminUserGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { presentUserRows, USER_LIST } from "../../../../../services/admin/users.js";
import { listPage } from "../../../../../services/core/lists.js";

export default handle(adminUserGetList, async (input, ctx) => {
  const { db } = ctx.services;
  const page = await listPage(db.selectFrom("users").selectAll(), input, USER_LIST);
  return { ...page, rows: await presentUserRows(db, page.rows) };
});
