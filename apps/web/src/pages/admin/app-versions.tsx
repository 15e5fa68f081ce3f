import { appVersionsConfig } from "../../features/admin/configs/app-versions";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/app-versions`: the console's app versions. */
export default function AdminAppVersionsPage() {
  return <AdminEntityPage config={appVersionsConfig} />;
}
