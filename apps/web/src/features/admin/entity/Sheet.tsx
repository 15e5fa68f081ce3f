import Popup from "antd-mobile/es/components/popup";
import { type ReactNode, useId, useRef } from "react";
import { DialogHeader } from "../../layout/DialogHeader";
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
        data-modal-focus=""
      >
        <DialogHeader
          titleId={titleId}
          title={props.title}
          onClose={props.onClose}
          classes={{ header: styles.sheetHeader, title: styles.sheetTitle, close: styles.close }}
        />
        <div className={styles.sheetBody}>{props.children}</div>
        {props.footer && <div className={styles.sheetFooter}>{props.footer}</div>}
      </div>
    </Popup>
  );
}
