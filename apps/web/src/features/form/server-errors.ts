import { alertMessage, CallError } from "../../lib/request";

/** Where a form shows the server's refusals: its fields, and how to show a message under one. */
export interface InlineErrors {
  fields: readonly string[];
  show(field: string, message: string): void;
  /** Fields of refusals that name none (by code). */
  codes?: Readonly<Record<number, string>>;
  /** The message to show for a refusal, when the form says more than the server's `msg` (else `msg`). */
  describe?: (error: CallError) => string | undefined;
}

/**
 * Runs a call made with `needAlert: false` and shows its refusal where it belongs: under the form's field
 * the server named (`key`, or the field `codes` maps the code to), else in the usual alert. Rethrows, so
 * that the submit stops.
 */
export async function withInlineErrors<T>(call: Promise<T>, form: InlineErrors): Promise<T> {
  try {
    return await call;
  } catch (error) {
    showRefusal(error, form);
    throw error;
  }
}

/** Shows a call's refusal (see {@link withInlineErrors}); anything else than a server refusal is left alone. */
export function showRefusal(error: unknown, form: InlineErrors): void {
  if (!(error instanceof CallError) || error.kind !== "server") return;
  const key = typeof error.body?.key === "string" ? error.body.key : form.codes?.[error.code];
  const message = form.describe?.(error) ?? error.msg;
  if (key !== undefined && form.fields.includes(key)) form.show(key, message);
  else void alertMessage(message);
}
