import { type ReactNode, useId, useRef } from "react";
import { DialogHeader } from "./DialogHeader";
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
        bodyClassName={`roster-sheet ${styles.sheet}`}
      >
        <div
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-modal-focus=""
          className={styles.dialog}
        >
          <DialogHeader
            titleId={titleId}
            title={props.title}
            onClose={props.onClose}
            classes={{ header: styles.header, title: styles.title, close: styles.close }}
          />
          {props.children}
        </div>
      </Popup>
    </OnceOpened>
  );
}
