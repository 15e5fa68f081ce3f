import { useState } from "react";

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
 * submit. Enough for the account forms, without a form library on the sign-in page.
 */
export function useForm<K extends string>(
  checks: Record<K, Check<Record<K, string>>>,
  initial: Partial<Record<K, string>> = {},
) {
  const names = Object.keys(checks) as K[];
  const empty = () => Object.fromEntries(names.map((n) => [n, initial[n] ?? ""])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const check = (name: K, all: Record<K, string>) => checks[name](all[name], all);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
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

  const reset = () => {
    setValues(empty());
    setErrors({});
  };

  return { field, validate, checkField, showError, reset, values };
}
