import { alertMessage, CallError } from "../../lib/request";

/** Where a form shows the server's refusals: under its fields, or as a message of the whole form. */
export interface InlineErrors {
  fields: readonly string[];
  show(field: string, message: string): void;
  /**
   * Shows a refusal that concerns the form as a whole inside it (a {@link FormMessage}). Only a form that
   * has no place for one leaves it out: its refusals then go to the alert dialog.
   */
  showForm?: (message: string) => void;
  /** Fields of refusals that name none (by code). */
  codes?: Readonly<Record<number, string>>;
  /** The form's own names of fields the server names otherwise (`{ password: "newPassword" }`). */
  names?: Readonly<Record<string, string>>;
  /** The message to show for a refusal, when the form says more than the server's `msg` (else `msg`). */
  describe?: (error: CallError) => string | undefined;
}

/** The options of {@link InlineErrors} that say which refusal goes where, without the form's own parts. */
export type RefusalOptions = Pick<InlineErrors, "codes" | "names" | "describe">;

/**
 * Runs a call made with `needAlert: false` and shows its refusal where it belongs (see {@link showRefusal}).
 * Rethrows, so that the submit stops.
 */
export async function withInlineErrors<P extends Promise<unknown>>(
  call: P,
  form: InlineErrors,
): Promise<Awaited<P>> {
  try {
    return await call;
  } catch (error) {
    showRefusal(error, form);
    throw error;
  }
}

/**
 * The form field a refusal concerns. A refusal that names a field (`key` of a validation refusal, `field`
 * of a code refusal when a call checks two codes) is placed by that name: the form's own name for it
 * (`names`), or the field a nested key belongs to (`prizes.0.name` → `prizes`); one that names none, by
 * its code (`codes`). Undefined when it concerns none of the form's fields.
 */
export function refusedField(
  error: CallError,
  form: Pick<InlineErrors, "fields" | "codes" | "names">,
): string | undefined {
  const named = [error.body?.key, error.body?.field].find((name) => typeof name === "string");
  const key = named as string | undefined;
  const known = (name: string | undefined) =>
    name !== undefined && form.fields.includes(name) ? name : undefined;
  if (typeof key === "string") {
    const top = key.split(/[.[]/)[0];
    return (
      known(form.names?.[key] ?? key) ?? known(top === undefined ? undefined : (form.names?.[top] ?? top))
    );
  }
  return known(form.codes?.[error.code]);
}

/** Alerts a refusal of an action that has no form to say it in (a one-tap choice, a row's action). */
export const alertRefusal = (error: unknown): void => showRefusal(error, { fields: [], show: () => {} });

/**
 * Shows a call's refusal where it belongs: under the form's field it concerns ({@link refusedField}),
 * else as the form's own message (`showForm`), else (a form without one) in the alert dialog. An answer
 * that could not be decrypted is said as the form's message too. Anything else is left alone: the request
 * layer already toasted a timeout or a network failure, and sent a signed-out user to sign in.
 */
export function showRefusal(error: unknown, form: InlineErrors): void {
  if (!(error instanceof CallError) || (error.kind !== "server" && error.kind !== "decrypt")) return;
  const message = form.describe?.(error) ?? error.msg;
  const field = error.kind === "server" ? refusedField(error, form) : undefined;
  if (field !== undefined) form.show(field, message);
  else if (form.showForm) form.showForm(message);
  else void alertMessage(message);
}
