import { useEffect, useRef } from "react";
import styles from "./form.module.css";

/**
 * A refusal that concerns the form as a whole (not one of its fields), said inside the form rather than in
 * a dialog over it: announced at once (`role="alert"`) and scrolled into view. Nothing when `message` is
 * empty.
 */
export function FormMessage({ message }: { message?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className={styles.formMessage} role="alert" data-testid="form-message">
      {message}
    </div>
  );
}
