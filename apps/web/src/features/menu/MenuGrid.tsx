import type { MouseEvent } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { menuTexts } from "../../i18n/groups/menu";
import { navigateTo } from "../../lib/navigation";
import cards from "../layout/cards.module.css";
import { MenuIcon } from "./MenuIcon";
import styles from "./menu.module.css";
import type { MenuEntry } from "./menu-model";
import { useMenu } from "./use-menu";

registerTexts(menuTexts);

const TINTS = ["#ff4444", "#2f80ed", "#16a37f", "#ff8a00", "#8e44ad", "#00a3bf", "#e0306f", "#5b6b7a"];

/** A colour of its own for each entry, stable across loads. */
function tintOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

/** One tile: a link, opened through the app's navigation (in-app pages) or in a new tab (outside). */
function MenuTile({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const tint = tintOf(entry.id);
  const body = (
    <>
      <span className={cards.tileIcon} style={{ color: tint, background: `${tint}14` }}>
        <MenuIcon icon={entry.icon} name={entry.name} />
      </span>
      <span className={cards.tileLabel}>{entry.name}</span>
    </>
  );
  if (entry.target.kind === "external") {
    return (
      <a
        className={`${cards.tile} ${styles.link}`}
        href={entry.target.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {body}
        <span className={styles.srOnly}> ({t("menu.opensOutside")})</span>
      </a>
    );
  }
  const path = entry.target.path;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    navigateTo(path);
  };
  return (
    <a className={`${cards.tile} ${styles.link}`} href={`#${path}`} onClick={open}>
      {body}
    </a>
  );
}

/** The menu the server grants the signed-in user, as a grid of tiles per section; nothing when signed out. */
export function MenuGrid() {
  const { t } = useTranslation();
  const menu = useMenu();
  if (menu.isError) {
    return (
      <section className={`${cards.card} ${styles.wide}`} aria-label={t("menu.title")}>
        <h2 className={cards.cardTitle}>{t("menu.title")}</h2>
        <p className={styles.failed}>
          {t("menu.loadFailed")}{" "}
          <button type="button" className={styles.retry} onClick={() => void menu.refetch()}>
            {t("menu.retry")}
          </button>
        </p>
      </section>
    );
  }
  if (menu.isPending) {
    if (menu.fetchStatus === "idle") return null;
    return (
      <section className={`${cards.card} ${styles.wide}`} aria-label={t("menu.title")} aria-busy="true">
        <h2 className={cards.cardTitle}>{t("menu.title")}</h2>
        <div className={cards.grid}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={styles.placeholder} />
          ))}
        </div>
      </section>
    );
  }
  const sections = menu.data;
  if (sections.length === 0) return null;
  return (
    <section className={`${cards.card} ${styles.wide}`} aria-label={t("menu.title")} data-testid="home-menu">
      {sections.map((section) => (
        <div key={section.id} className={styles.section}>
          <h2 className={cards.cardTitle}>{section.title ?? t("menu.title")}</h2>
          <nav className={cards.grid} aria-label={section.title ?? t("menu.title")}>
            {section.entries.map((entry) => (
              <MenuTile key={entry.id} entry={entry} />
            ))}
          </nav>
        </div>
      ))}
    </section>
  );
}
