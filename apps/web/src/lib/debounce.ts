import { useEffect, useMemo, useRef } from "react";

/**
 * Leading-edge debounce (upstream `vk.pubfn.debounce(fn, ms, true)`): the first call runs at once, and
 * every call within `ms` of the previous one is dropped and restarts the quiet period.
 */
export function debounceLeading<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    const idle = timer === undefined;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
    }, ms);
    if (idle) fn(...args);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** {@link debounceLeading} for a component: stable across renders, always calling the latest `fn`. */
export function useDebouncedAction<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useRef(fn);
  latest.current = fn;
  const debounced = useMemo(() => debounceLeading((...args: A) => latest.current(...args), ms), [ms]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
