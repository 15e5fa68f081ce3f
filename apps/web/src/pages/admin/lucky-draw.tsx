import { luckyDrawConfig } from "../../features/admin/configs/lucky-draw";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/lucky-draw`: the console's lucky-draw activities and their prizes. */
export default function AdminLuckyDrawPage() {
  return <AdminEntityPage config={luckyDrawConfig} />;
}
