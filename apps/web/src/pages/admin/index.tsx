import { ConsoleHome } from "../../features/admin/ConsoleHome";

/** `/pages/admin/index`: the admin console's sections (needs login; the server decides every call). */
export default function AdminHomePage() {
  return <ConsoleHome />;
}
