import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "../../auth/use-submit";
import { InvalidForm } from "../../form/use-form";
import styles from "../admin.module.css";
import { FieldControl } from "./FieldControl";
import { Sheet } from "./Sheet";
import type { FieldSpec } from "./types";

/**
 * Asks for one value (a new password) and hands it to `onSubmit`; `check` returns the message of what is
 * wrong with it. Server refusals are alerted by the request layer and keep the dialog open.
 */
export function InputDialog(props: {
  title: string;
  field: FieldSpec<unknown>;
  check?: (value: string) => string | undefined;
  onSubmit: (value: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const validate = async () => {
    const problem = props.check?.(value);
    setError(problem);
    if (problem) throw new InvalidForm({ [props.field.name]: problem });
    return value;
  };
  const { submit, pending } = useSubmit(validate, async (checked) => {
    await props.onSubmit(checked);
    props.onClose();
  });
  return (
    <Sheet
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <Button shape="rounded" onClick={props.onClose}>
            {t("admin.form.cancel")}
          </Button>
          <Button shape="rounded" color="primary" loading={pending} onClick={submit}>
            {t("admin.form.save")}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FieldControl
          field={props.field}
          value={value}
          error={error}
          options={[]}
          onChange={(v) => setValue(String(v))}
        />
        <button type="submit" hidden />
      </form>
    </Sheet>
  );
}
