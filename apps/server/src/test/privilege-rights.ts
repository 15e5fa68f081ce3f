import type { RouteContract } from "@roster/contract";
import { ROUTES } from "../routes/index.js";
import { loadAccess, mayCall } from "../services/access/access.js";
import type { Harness } from "./harness.js";

/** Rights as the privilege property test measures them: the set of sys paths an account may call. */

type Measured = Pick<RouteContract, "path" | "permission" | "backOffice">;

/** The routes that rights are measured on: the registered sys routes and two a deployment adds. */
const MEASURED: readonly Measured[] = [
  ...Object.values(ROUTES)
    .map((route) => route.contract)
    .filter((contract) => contract.class === "sys"),
  { path: "hr/sys/payroll", permission: "granted", backOffice: false },
  { path: "admin/hr/sys/export", permission: "granted", backOffice: true },
];

/** Every sys path that rights are measured on. */
export const SYS_PATHS: readonly string[] = MEASURED.map((route) => route.path).sort();

/** The sys paths an account may call now, exactly as the router authorizes them (none once deleted). */
export async function rightsOf(h: Harness, uid: string): Promise<Set<string>> {
  const db = h.app.services.db;
  const user = await db
    .selectFrom("users")
    .select("allow_login_background")
    .where("id", "=", uid)
    .executeTakeFirst();
  if (!user) return new Set();
  const access = await loadAccess(db, uid);
  const backOffice = user.allow_login_background === 1;
  const may = (route: Measured) =>
    route.permission === "granted" && (backOffice || !route.backOffice) && mayCall(access, route.path);
  return new Set(MEASURED.filter((route) => access.isAdmin || may(route)).map((route) => route.path));
}
