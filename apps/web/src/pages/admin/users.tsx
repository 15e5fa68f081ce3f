import { usersConfig } from "../../features/admin/configs/users";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/users`: the console's users (needs login; admins, or back-office users with permissions). */
export default function AdminUsersPage() {
  return <AdminEntityPage config={usersConfig} />;
}
