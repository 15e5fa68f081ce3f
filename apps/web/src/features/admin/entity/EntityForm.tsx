import { useState } from "react";
import { currentLocale, useTranslation } from "../../../i18n";
import { toastMessage } from "../../../lib/request";
import { withInlineErrors } from "../../form/server-errors";
import { InvalidForm } from "../../form/use-form";
import { useSubmit } from "../../form/use-submit";
import styles from "../admin.module.css";
import { callAdmin, QUIET } from "../api";
import { FieldControl } from "./FieldControl";
import { FormSheet } from "./FormSheet";
import { buildPayload, contractProblems, initialValues, optionsOf } from "./form-model";
import type { EntityConfig, EntityRow, FormValues } from "./types";

/** What the form works on: a row to edit, or a new record with some values preset. */
export interface FormTarget<R> {
  row?: R;
  preset?: FormValues;
}

/**
 * The add / edit form of any entity, built from its field list. The payload is checked with the route's
 * own contract before it is sent; the server's refusals show under the field they concern (its `key`, or
 * the config's `refusals` by code), the rest at the end of the form, which stays open.
 */
export function EntityForm<R extends EntityRow>(props: {
  config: EntityConfig<R>;
  rows: readonly R[];
  target: FormTarget<R>;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { config, rows, target } = props;
  const editing = target.row;
  const fields = config.fields ?? [];
  const contract = editing ? config.update : config.add;
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(fields, editing, config.defaults),
    ...target.preset,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const check = async () => {
    setFormError(undefined);
    const { payload, errors: unreadable } = buildPayload(fields, values, rows, editing);
    const withId = editing ? { _id: editing._id, ...payload } : payload;
    const body = config.finish ? config.finish(withId, editing) : withId;
    const labels = Object.fromEntries(fields.map((f) => [f.name, t(f.label)]));
    const found: Record<string, string> = {
      ...(contract ? contractProblems(contract, body, currentLocale(), labels) : {}),
      ...Object.fromEntries(Object.entries(unreadable).map(([name, key]) => [name, t(key)])),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) throw new InvalidForm(found);
    return body;
  };
  const { submit, pending } = useSubmit(check, async (body) => {
    if (!contract) return;
    await withInlineErrors(callAdmin(contract, body, QUIET), {
      fields: fields.map((f) => f.name),
      show: (name, message) => setErrors((e) => ({ ...e, [name]: message })),
      showForm: setFormError,
      codes: config.refusals,
    });
    void toastMessage(t("common.saved"), "success");
    props.onClose();
    await props.onSaved();
  });
  const fieldNames = new Set(fields.map((f) => f.name));
  const general = Object.entries(errors).filter(([name]) => !fieldNames.has(name));
  const title = editing
    ? t("admin.form.editTitle", { name: config.rowName(editing) })
    : t("admin.form.addTitle", { entity: t(config.entity) });
  return (
    <FormSheet
      title={title}
      label={title}
      pending={pending}
      onSubmit={submit}
      onClose={props.onClose}
      message={formError}
    >
      {general.map(([name, message]) => (
        <p key={name} className={styles.error} role="alert">
          {message}
        </p>
      ))}
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={values[field.name] ?? ""}
          error={errors[field.name]}
          options={optionsOf(field, rows, editing)}
          readOnly={Boolean(editing && field.createOnly)}
          editing={Boolean(editing)}
          onChange={(value) => {
            setValues((v) => ({ ...v, [field.name]: value }));
            // What was said of this field (or of the form) no longer holds once it changes.
            setErrors(({ [field.name]: _changed, ...rest }) => rest);
            setFormError(undefined);
          }}
        />
      ))}
    </FormSheet>
  );
}
