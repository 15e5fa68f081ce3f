import List from "antd-mobile/es/components/list";
import { registerTexts, useTranslation } from "../../i18n";
import { menuTexts } from "../../i18n/groups/menu";
import { ADMIN_PATHS } from "../../lib/admin-paths";
import { navigateTo } from "../../lib/navigation";
import { mayOpenConsole } from "../../lib/permission";
import { useSession } from "../../store/use-session";
import { Icon } from "../layout/icons";

registerTexts(menuTexts);

/**
 * The profile's way into the admin console, shown only to those who may open it. The one admin module
 * loaded outside the console: it holds no more than this link.
 */
export function ConsoleEntry() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  if (!signedIn || !mayOpenConsole(user)) return null;
  return (
    <List mode="card">
      <List.Item prefix={<Icon name="shield" />} onClick={() => navigateTo(ADMIN_PATHS.home)}>
        {t("menu.console")}
      </List.Item>
    </List>
  );
}
