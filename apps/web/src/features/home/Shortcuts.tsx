import { useState } from "react";
import { useTranslation } from "react-i18next";
import { APP_CONFIG } from "../../config";
import { navigateTo } from "../../lib/navigation";
import { LanguagePicker } from "../i18n/LanguageButton";
import { Icon, type IconName } from "../layout/icons";
import styles from "./home.module.css";

/** The home page's grid of shortcuts. */
export function Shortcuts() {
  const { t } = useTranslation();
  const [languages, setLanguages] = useState(false);
  const items: Array<{ icon: IconName; label: string; tint: string; go: () => void }> = [
    { icon: "user", label: t("home.profile"), tint: "#ff4444", go: () => navigateTo(APP_CONFIG.profile.url) },
    {
      icon: "lock",
      label: t("profile.changePassword"),
      tint: "#ff8a00",
      go: () => navigateTo(APP_CONFIG.profile.url),
    },
    { icon: "globe", label: t("home.language"), tint: "#2f80ed", go: () => setLanguages(true) },
    { icon: "activity", label: t("home.demo"), tint: "#16a37f", go: () => navigateTo("/pages/test/test") },
  ];
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t("home.shortcuts")}</h2>
      <div className={styles.grid}>
        {items.map((item) => (
          <button key={item.icon} type="button" className={styles.tile} onClick={item.go}>
            <span className={styles.tileIcon} style={{ color: item.tint, background: `${item.tint}14` }}>
              <Icon name={item.icon} size={22} />
            </span>
            <span className={styles.tileLabel}>{item.label}</span>
          </button>
        ))}
      </div>
      <LanguagePicker visible={languages} onClose={() => setLanguages(false)} />
    </section>
  );
}
