import { adminLogGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { accountReach } from "../../../../../services/access/privilege.js";
import { listAdminLog } from "../../../../../services/admin/admin-log.js";

export default handle(adminLogGetList, async (input, ctx) => {
  const { db } = ctx.services;
  return listAdminLog(db, input, ctx.locale, await accountReach(db, ctx.auth));
});
