import type { SocketState } from "../../lib/socket";
import styles from "./push.module.css";

/** A dot and a word for a live connection: on, connecting or reconnecting (nothing once closed). */
export function LiveStatus({
  state,
  labels,
}: {
  state: SocketState;
  labels: Record<"live" | "connecting" | "reconnecting", string>;
}) {
  if (state === "closed") return null;
  const key = state === "connected" ? "live" : state;
  return (
    <p className={styles.status} data-state={state} role="status" data-testid="live-status">
      <span className={styles.dot} aria-hidden="true" />
      {labels[key]}
    </p>
  );
}
