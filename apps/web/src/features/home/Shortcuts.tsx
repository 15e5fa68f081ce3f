import { type ReactElement, useState } from "react";
import { APP_CONFIG } from "../../config";
import { registerTexts, useTranslation } from "../../i18n";
import { menuTexts } from "../../i18n/groups/menu";
import { ADMIN_PATHS } from "../../lib/admin-paths";
import { navigateTo } from "../../lib/navigation";
import { ADMIN_ROLE, hasRole, mayOpenConsole } from "../../lib/permission";
import { useSession } from "../../store/use-session";
import { FolderIcon } from "../files/FolderIcon";
import { FILES_URL } from "../files/links";
import { LanguagePicker } from "../i18n/LanguageButton";
import cards from "../layout/cards.module.css";
import { Icon, type IconName } from "../layout/icons";

registerTexts(menuTexts);

/** The home page's grid of shortcuts; the admin console's among them for those who may open it. */
export function Shortcuts() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const [languages, setLanguages] = useState(false);
  const items: Array<{ icon: IconName | ReactElement; label: string; tint: string; go: () => void }> = [
    { icon: "user", label: t("home.profile"), tint: "#ff4444", go: () => navigateTo(APP_CONFIG.profile.url) },
    {
      icon: "lock",
      label: t("profile.changePassword"),
      tint: "#ff8a00",
      go: () => navigateTo(`${APP_CONFIG.profile.url}?open=password`),
    },
    {
      icon: <FolderIcon size={22} />,
      label: t("menu.files"),
      tint: "#7b61ff",
      go: () => navigateTo(FILES_URL),
    },
    { icon: "globe", label: t("profile.language"), tint: "#2f80ed", go: () => setLanguages(true) },
  ];
  // The request demo is a developer's page: shown in development builds and to admins only.
  if (import.meta.env.DEV || (signedIn && hasRole(user, ADMIN_ROLE))) {
    items.push({
      icon: "activity",
      label: t("home.demo"),
      tint: "#16a37f",
      go: () => navigateTo("/pages/test/test"),
    });
  }
  if (signedIn && mayOpenConsole(user)) {
    items.push({
      icon: "shield",
      label: t("menu.console"),
      tint: "#5b6b7a",
      go: () => navigateTo(ADMIN_PATHS.home),
    });
  }
  return (
    <section className={cards.card}>
      <h2 className={cards.cardTitle}>{t("home.shortcuts")}</h2>
      <div className={cards.grid}>
        {items.map((item) => (
          <button key={item.label} type="button" className={cards.tile} onClick={item.go}>
            <span className={cards.tileIcon} style={{ color: item.tint, background: `${item.tint}14` }}>
              {typeof item.icon === "string" ? <Icon name={item.icon} size={22} /> : item.icon}
            </span>
            <span className={cards.tileLabel}>{item.label}</span>
          </button>
        ))}
      </div>
      <LanguagePicker visible={languages} onClose={() => setLanguages(false)} />
    </section>
  );
}
