import Button from "antd-mobile/es/components/button";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n";
import { FormMessage } from "../../form/FormMessage";
import styles from "../admin.module.css";
import { Sheet } from "./Sheet";

/**
 * A console form in a {@link Sheet}: Cancel and Save in the footer, Enter in a text field submits, and
 * Save spins while `pending`. `message` is the server's refusal of the whole form, said at its end, next
 * to Save.
 */
export function FormSheet(props: {
  title: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Names the form for assistive technology (the sheet is already named by its title). */
  label?: string;
  message?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <Button shape="rounded" onClick={props.onClose}>
            {t("common.cancel")}
          </Button>
          <Button shape="rounded" color="primary" loading={props.pending} onClick={props.onSubmit}>
            {t("common.save")}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        noValidate
        aria-label={props.label}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <FormMessage message={props.message} />
        {/* Enter in a text field submits. */}
        <button type="submit" hidden />
      </form>
    </Sheet>
  );
}
