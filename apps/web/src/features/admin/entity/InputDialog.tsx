import { useState } from "react";
import { withInlineErrors } from "../../form/server-errors";
import { InvalidForm } from "../../form/use-form";
import { useSubmit } from "../../form/use-submit";
import { FieldControl } from "./FieldControl";
import { FormSheet } from "./FormSheet";
import type { FieldSpec } from "./types";

/**
 * Asks for one value (a new password) and hands it to `onSubmit`, which calls the server quietly (`QUIET`);
 * `check` returns the message of what is wrong with it. A refusal of the value (its `key`, or `codes`)
 * shows under the field, any other at the end of the form; the dialog stays open.
 */
export function InputDialog(props: {
  title: string;
  field: FieldSpec<unknown>;
  check?: (value: string) => string | undefined;
  onSubmit: (value: string) => Promise<void>;
  onClose: () => void;
  codes?: Readonly<Record<number, string>>;
}) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const validate = async () => {
    const problem = props.check?.(value);
    setError(problem);
    setFormError(undefined);
    if (problem) throw new InvalidForm({ [props.field.name]: problem });
    return value;
  };
  const { submit, pending } = useSubmit(validate, async (checked) => {
    await withInlineErrors(props.onSubmit(checked), {
      fields: [props.field.name],
      show: (_name, message) => setError(message),
      showForm: setFormError,
      ...(props.codes ? { codes: props.codes } : {}),
    });
    props.onClose();
  });
  return (
    <FormSheet
      title={props.title}
      pending={pending}
      onSubmit={submit}
      onClose={props.onClose}
      message={formError}
    >
      <FieldControl
        field={props.field}
        value={value}
        error={error}
        options={[]}
        onChange={(v) => {
          setValue(String(v));
          setError(undefined);
          setFormError(undefined);
        }}
      />
    </FormSheet>
  );
}
