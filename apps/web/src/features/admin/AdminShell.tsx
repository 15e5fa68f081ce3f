import type { MouseEvent, ReactNode } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { adminTexts } from "../../i18n/groups/admin";
import { luckyDrawTexts } from "../../i18n/groups/lucky-draw";
import { navigateTo } from "../../lib/navigation";
import { PageShell } from "../layout/PageShell";
import styles from "./admin.module.css";
import { CONSOLE_SECTIONS } from "./sections";

// The console's texts load with the console, never with the other pages.
registerTexts(adminTexts);
// The lucky draw's sections are named in its own group.
registerTexts(luckyDrawTexts);

/**
 * Brings the current section's chip into the row when the page opens: on a phone the row scrolls sideways
 * and starts at its first chip, so the current one was often off screen.
 */
const showCurrent = (link: HTMLAnchorElement | null) => {
  link?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
};

/** The frame of every console page: the navigation bar, the sections to switch between, the content. */
export function AdminShell(props: { title: string; current?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const open = (event: MouseEvent, path: string) => {
    event.preventDefault();
    navigateTo(path, { replace: true });
  };
  return (
    <PageShell title={props.title} wide>
      <div className={styles.console}>
        {props.current && (
          <nav className={styles.sections} aria-label={t("admin.sections")}>
            {CONSOLE_SECTIONS.map((section) => (
              <a
                key={section.id}
                href={`#${section.path}`}
                className={styles.sectionLink}
                aria-current={section.id === props.current ? "page" : undefined}
                ref={section.id === props.current ? showCurrent : undefined}
                onClick={(event) => open(event, section.path)}
              >
                {t(section.label)}
              </a>
            ))}
          </nav>
        )}
        {props.children}
      </div>
    </PageShell>
  );
}
