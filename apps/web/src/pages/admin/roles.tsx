import { rolesConfig } from "../../features/admin/configs/roles";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/roles`: the console's roles with their permissions and menus. */
export default function AdminRolesPage() {
  return <AdminEntityPage config={rolesConfig} />;
}
