import Popup from "antd-mobile/es/components/popup";
import { type ReactNode, useId, useRef } from "react";
import { useTranslation } from "../../../i18n";
import { useModalFocus } from "../../layout/use-modal-focus";
import styles from "../admin.module.css";
import { useWideScreen } from "./use-wide-screen";

/**
 * The console's panel for forms and choices: a sheet from the bottom on phones, a side panel on wide
 * screens; a modal dialog named by its title (focus kept inside, Esc closes, focus returns on close).
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
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, true, props.onClose);
  return (
    <Popup
      visible
      position={wide ? "right" : "bottom"}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={wide ? styles.sidePanel : styles.bottomSheet}
      destroyOnClose
    >
      <div
        ref={ref}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.sheetHeader}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {props.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={props.onClose}
            aria-label={t("common.close")}
            data-close-button="true"
          >
            ×
          </button>
        </div>
        <div className={styles.sheetBody}>{props.children}</div>
        {props.footer && <div className={styles.sheetFooter}>{props.footer}</div>}
      </div>
    </Popup>
  );
}
