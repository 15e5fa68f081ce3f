import Button from "antd-mobile/es/components/button";
import type { ReactNode } from "react";
import styles from "./form.module.css";

/** A form's main action: full width, rounded, spinning while `pending`; `danger` for destructive ones. */
export function SubmitButton(props: {
  children: ReactNode;
  pending: boolean;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Button
      block
      color={props.danger ? "danger" : "primary"}
      size="large"
      shape="rounded"
      loading={props.pending}
      onClick={props.onClick}
      className={styles.submit}
    >
      {props.children}
    </Button>
  );
}
