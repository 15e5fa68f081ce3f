import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A seconds countdown (the resend wait of the code button): `start(seconds)` begins it, `remaining`
 * falls by one each second to 0. Counted from an end time, so a throttled background tab stays right.
 */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  // Each start gets its own ticking, in step with its own end time.
  const [run, setRun] = useState(0);
  const endsAt = useRef(0);

  useEffect(() => {
    if (run === 0) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [run]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds));
    endsAt.current = Date.now() + whole * 1000;
    setRemaining(whole);
    setRun((n) => n + 1);
  }, []);

  return { remaining, start };
}
