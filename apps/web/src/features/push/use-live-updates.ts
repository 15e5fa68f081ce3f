import { useEffect, useRef, useSyncExternalStore } from "react";
import type { SocketConnection, SocketState } from "../../lib/socket";
import { pushConnection } from "./push-connection";

/** The state of a connection, re-rendering on each change. */
export function useSocketState(connection: SocketConnection): SocketState {
  return useSyncExternalStore(
    (changed) => connection.onState(changed),
    () => connection.state,
  );
}

/**
 * Calls `onPush` with every message of the push connection while the component is mounted, and answers
 * the connection's state (to show whether the page updates itself).
 */
export function useLiveUpdates(onPush: (message: unknown) => void): SocketState {
  const [connection] = useConnection();
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => connection.onMessage((message) => latest.current(message)), [connection]);
  return useSocketState(connection);
}

function useConnection(): [SocketConnection] {
  const ref = useRef<SocketConnection | null>(null);
  if (!ref.current || ref.current.state === "closed") ref.current = pushConnection();
  return [ref.current];
}
