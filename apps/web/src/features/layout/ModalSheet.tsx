import { type ReactNode, useId, useRef } from "react";
import { useTranslation } from "../../i18n";
import styles from "./modal-sheet.module.css";
import { OnceOpened } from "./OnceOpened";
import { Popup } from "./overlays";
import { useModalFocus } from "./use-modal-focus";

/**
 * A sheet from the bottom (a centred dialog from 1024 px) that is a real modal dialog: named by its
 * title, with a close button, Esc to close, and focus kept inside while open (see {@link useModalFocus}).
 * Mounted from its first opening on (see {@link OnceOpened}).
 */
export function ModalSheet(props: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  destroyOnClose?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, props.visible, props.onClose);
  return (
    <OnceOpened visible={props.visible}>
      <Popup
        visible={props.visible}
        onMaskClick={props.onClose}
        onClose={props.onClose}
        destroyOnClose={props.destroyOnClose}
        bodyClassName={styles.sheet}
      >
        <div
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.dialog}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
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
          {props.children}
        </div>
      </Popup>
    </OnceOpened>
  );
}
