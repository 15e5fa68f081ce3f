import { lazy, useState } from "react";
import { currentLocale, LANGUAGES, useTranslation } from "../../i18n";
import { Icon } from "../layout/icons";
import { OnceOpened } from "../layout/OnceOpened";
import styles from "./language.module.css";

// The sheet (an animated overlay) loads on first open, keeping it off the sign-in page's first load.
const Sheet = lazy(() => import("./LanguageSheet"));

/** The language sheet, mounted on first open and kept afterwards so that it can animate out. */
export function LanguagePicker({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <OnceOpened visible={visible}>
      <Sheet visible={visible} onClose={onClose} />
    </OnceOpened>
  );
}

/** A compact pill showing the current language; opens the language sheet. */
export function LanguageButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const active = LANGUAGES.find((l) => l.locale === currentLocale());
  return (
    <>
      <button
        type="button"
        className={styles.pill}
        onClick={() => setOpen(true)}
        aria-label={`${t("profile.language")}: ${active?.label}`}
      >
        <Icon name="globe" size={15} />
        <span>{active?.label}</span>
      </button>
      <LanguagePicker visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
