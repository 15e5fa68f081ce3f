import { useState } from "react";
import { InvalidForm } from "../../form/use-form";
import { useSubmit } from "../../form/use-submit";
import { FieldControl } from "./FieldControl";
import { FormSheet } from "./FormSheet";
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
    <FormSheet title={props.title} pending={pending} onSubmit={submit} onClose={props.onClose}>
      <FieldControl
        field={props.field}
        value={value}
        error={error}
        options={[]}
        onChange={(v) => setValue(String(v))}
      />
    </FormSheet>
  );
}
