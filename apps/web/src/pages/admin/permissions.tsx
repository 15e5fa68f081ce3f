import { permissionsConfig } from "../../features/admin/configs/permissions";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/permissions`: the console's permissions. */
export default function AdminPermissionsPage() {
  return <AdminEntityPage config={permissionsConfig} />;
}
