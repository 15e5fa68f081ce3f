import { luckyWinnersConfig } from "../../features/admin/configs/lucky-draw";
import { AdminEntityPage } from "../../features/admin/entity/EntityPage";

/** `/pages/admin/lucky-draw-winners`: who won which lucky-draw prize and when (read only). */
export default function AdminLuckyDrawWinnersPage() {
  return <AdminEntityPage config={luckyWinnersConfig} />;
}
