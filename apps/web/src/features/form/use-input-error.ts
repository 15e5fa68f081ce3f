import type { InputRef } from "antd-mobile/es/components/input";
import { useId, useLayoutEffect, useRef } from "react";

/** Sets or (with `null`) removes an attribute. */
const setAttribute = (element: HTMLElement, name: string, value: string | null) =>
  value === null ? element.removeAttribute(name) : element.setAttribute(name, value);

/**
 * Ties an antd-mobile Input to its error message: while `error` is set, the input itself is marked invalid
 * and described by the message (the library puts `aria-*` props on its wrapper, not on the input), so that
 * a screen reader says both. Give `ref` to the Input and `errorId` to the message.
 */
export function useInputError(error: string | undefined) {
  const errorId = `${useId()}-error`;
  const ref = useRef<InputRef>(null);
  useLayoutEffect(() => {
    const element = ref.current?.nativeElement;
    if (!element) return;
    setAttribute(element, "aria-invalid", error ? "true" : null);
    setAttribute(element, "aria-describedby", error ? errorId : null);
  }, [error, errorId]);
  return { ref, errorId };
}
