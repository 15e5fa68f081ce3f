import { componentsConfig } from "../../features/admin/configs/components";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/components`: the console's page-component data. */
export default function AdminComponentsPage() {
  return <AdminEntityPage config={componentsConfig} />;
}
