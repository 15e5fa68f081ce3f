import { adminLogConfig } from "../../features/admin/configs/admin-log";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/admin-log`: the console's admin log (read only). */
export default function AdminLogPage() {
  return <AdminEntityPage config={adminLogConfig} />;
}
