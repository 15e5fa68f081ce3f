import Popup from "antd-mobile/es/components/popup";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "../admin.module.css";
import { useWideScreen } from "./use-wide-screen";

/**
 * The console's panel for forms and choices: a sheet from the bottom on phones, a side panel on wide
 * screens; a dialog for assistive technology, named by its title.
 */
export function Sheet(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const titleId = useId();
  return (
    <Popup
      visible
      position={wide ? "right" : "bottom"}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={wide ? styles.sidePanel : styles.bottomSheet}
      destroyOnClose
    >
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className={styles.sheetHeader}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {props.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={props.onClose}
            aria-label={t("common.cancel")}
          >
            ×
          </button>
        </header>
        <div className={styles.sheetBody}>{props.children}</div>
        {props.footer && <footer className={styles.sheetFooter}>{props.footer}</footer>}
      </div>
    </Popup>
  );
}
