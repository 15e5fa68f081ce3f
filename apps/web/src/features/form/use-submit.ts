import { LIMITS } from "@roster/contract";
import { useState } from "react";
import { useDebouncedAction } from "../../lib/debounce";
import { CallError } from "../../lib/request";
import { InvalidForm } from "./use-form";

/**
 * A form's submit action: debounced 1000 ms (leading), validates first, then runs `action` with the
 * values while `pending` is true. Invalid fields are shown by the form; call failures were already
 * shown by the request layer.
 */
export function useSubmit<V>(validate: () => Promise<V>, action: (values: V) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    let values: V;
    try {
      values = await validate();
    } catch (error) {
      if (error instanceof InvalidForm) return;
      throw error;
    }
    setPending(true);
    try {
      await action(values);
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
    } finally {
      setPending(false);
    }
  };
  const submit = useDebouncedAction(() => void run(), LIMITS.buttonDebounceMs);
  return { submit, pending };
}
