import type { MouseEvent } from "react";
import { useTranslation } from "../../i18n";
import { navigateTo } from "../../lib/navigation";
import { Glyph } from "../menu/MenuIcon";
import { AdminShell } from "./AdminShell";
import styles from "./admin.module.css";
import { CONSOLE_SECTIONS } from "./sections";

/** The console's first page: one tile per section, with what it is for. */
export function ConsoleHome() {
  const { t } = useTranslation();
  const open = (event: MouseEvent, path: string) => {
    event.preventDefault();
    navigateTo(path);
  };
  return (
    <AdminShell title={t("admin.title")}>
      <p className={styles.intro}>{t("admin.intro")}</p>
      <nav aria-label={t("admin.sections")}>
        <ul className={styles.tiles}>
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                className={styles.tile}
                href={`#${section.path}`}
                onClick={(event) => open(event, section.path)}
              >
                <span
                  className={styles.tileIcon}
                  style={{ color: section.tint, background: `${section.tint}14` }}
                >
                  <Glyph name={section.glyph} />
                </span>
                <span>
                  <span className={styles.tileTitle}>{t(section.label)}</span>
                  <span className={styles.tileHint}>{t(section.hint)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </AdminShell>
  );
}
