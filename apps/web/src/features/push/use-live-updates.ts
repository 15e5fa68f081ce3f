import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { SocketConnection, SocketState } from "../../lib/socket";
import { pushConnection } from "./push-connection";

const noChange = () => () => {};

/** The state of a connection, re-rendering on each change ("connecting" until there is one). */
export function useSocketState(connection: SocketConnection | undefined): SocketState {
  return useSyncExternalStore(
    connection ? (changed) => connection.onState(changed) : noChange,
    () => connection?.state ?? "connecting",
  );
}

/**
 * Calls `onPush` with every message of the push connection while the component is mounted (opening the
 * connection if the app has not yet), and answers its state, to show whether the page updates itself.
 */
export function useLiveUpdates(onPush: (message: unknown) => void): SocketState {
  const [connection, setConnection] = useState<SocketConnection>();
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => {
    const push = pushConnection();
    setConnection(push);
    return push.onMessage((message) => latest.current(message));
  }, []);
  return useSocketState(connection);
}
