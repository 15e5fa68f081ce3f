import { useState } from "react";
import type { InlineErrors, RefusalOptions } from "./server-errors";

/** A field's rule: the message of what is wrong with `value` (seeing all values), or undefined. */
export type Check<V> = (value: string, values: V) => string | undefined;

/** Thrown by `validate` when a field is wrong; the form already shows the messages. */
export class InvalidForm extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("invalid form");
  }
}

/**
 * A small form state: text values (empty, or `initial`), one message per field, checks on blur and on
 * submit, and one message of the whole form (`formError`: the server's refusal that names no field),
 * cleared when a field changes or the form is submitted again. Enough for the account forms, without a
 * form library on the sign-in page.
 */
export function useForm<K extends string>(
  checks: Record<K, Check<Record<K, string>>>,
  initial: Partial<Record<K, string>> = {},
) {
  const names = Object.keys(checks) as K[];
  const empty = () => Object.fromEntries(names.map((n) => [n, initial[n] ?? ""])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState<string>();

  const check = (name: K, all: Record<K, string>) => checks[name](all[name], all);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      setFormError(undefined);
      if (errors[name]) setErrors((e) => ({ ...e, [name]: check(name, next) }));
    },
    onBlur: () => {
      if (values[name] !== "") setErrors((e) => ({ ...e, [name]: check(name, values) }));
    },
  });

  /** Checks every field; resolves with the values, or rejects with {@link InvalidForm}. */
  const validate = async (): Promise<Record<K, string>> => {
    const found = Object.fromEntries(
      names.map((n) => [n, check(n, values)]).filter(([, message]) => message !== undefined),
    ) as Record<string, string>;
    setErrors(found as Partial<Record<K, string>>);
    setFormError(undefined);
    if (Object.keys(found).length > 0) throw new InvalidForm(found);
    return values;
  };

  /** Checks one field and shows its message; returns its value when valid, else undefined. */
  const checkField = (name: K): string | undefined => {
    const message = check(name, values);
    setErrors((e) => ({ ...e, [name]: message }));
    return message === undefined ? values[name] : undefined;
  };

  /** Shows `message` under field `name` (the server's refusal of what it holds); unknown names are ignored. */
  const showError = (name: string, message: string) => {
    if (names.includes(name as K)) setErrors((e) => ({ ...e, [name]: message }));
  };

  /**
   * Where the server's refusals of this form show (for `withInlineErrors`): under the field they concern,
   * else as the form's message.
   */
  const refusals = (options: RefusalOptions = {}): InlineErrors => ({
    fields: names,
    show: showError,
    showForm: setFormError,
    ...options,
  });

  const reset = () => {
    setValues(empty());
    setErrors({});
    setFormError(undefined);
  };

  return { field, validate, checkField, showError, refusals, formError, reset, values };
}
