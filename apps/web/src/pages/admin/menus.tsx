import { menusConfig } from "../../features/admin/configs/menus";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/menus`: the console's menu tree. */
export default function AdminMenusPage() {
  return <AdminEntityPage config={menusConfig} />;
}
