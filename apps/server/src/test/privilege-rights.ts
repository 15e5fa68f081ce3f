import { ROUTES } from "../routes/index.js";
import { loadAccess, mayCall } from "../services/access/access.js";
import type { Harness } from "./harness.js";

/** Rights as the privilege property test measures them: the set of sys paths an account may call. */

/** Every sys path that rights are measured on: the registered sys routes and a few a deployment adds. */
export const SYS_PATHS: readonly string[] = [
  ...Object.keys(ROUTES).filter((p) => p.includes("/sys/")),
  "hr/sys/payroll",
  "admin/hr/sys/export",
].sort();

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
  return new Set(
    SYS_PATHS.filter(
      (p) => access.isAdmin || ((backOffice || !p.startsWith("admin/")) && mayCall(access, p)),
    ),
  );
}
