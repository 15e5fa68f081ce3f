import { useTranslation } from "../../i18n";

/**
 * A modal dialog's header: its title, which names the dialog (`titleId` is what the dialog's
 * `aria-labelledby` points at), and a close button named for screen readers, which `useModalFocus`
 * passes over when it moves the focus in. The look is the caller's.
 */
export function DialogHeader(props: {
  titleId: string;
  title: string;
  onClose: () => void;
  classes: Record<"header" | "title" | "close", string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <div className={props.classes.header}>
      <h2 id={props.titleId} className={props.classes.title}>
        {props.title}
      </h2>
      <button
        type="button"
        className={props.classes.close}
        onClick={props.onClose}
        aria-label={t("common.close")}
        // useModalFocus moves the focus to the dialog's first control other than this one.
        data-close-button="true"
      >
        ×
      </button>
    </div>
  );
}
