import { DEFAULT_SOCKET_CHANNEL } from "@roster/contract";
import { i18n, registerTexts } from "../../i18n";
import { signedOutTexts } from "../../i18n/groups/signed-out";
import { onLoginRequired } from "../navigation/login-redirect";
import { SocketConnection, type SocketOptions } from "./connection";
import type { SignOutNotice } from "./sign-out-reasons";

let textsAdded = false;
/** Adds the socket client's texts, on first use (the text store is set up by then). */
function addTexts(): void {
  if (textsAdded) return;
  textsAdded = true;
  registerTexts(signedOutTexts);
}

const cache = new Map<string, SocketConnection>();

/** Options of {@link connectWebSocket}: a connection's, and whether to share the cached one. */
export interface ConnectOptions extends Omit<SocketOptions, "onDisposed" | "onSignedOut"> {
  /** Reuse the open connection of the same url and channel (default true, as upstream). */
  cache?: boolean;
}

/**
 * Opens a WebSocket to the object `url` on `channel` (default "default"), or answers the open connection
 * of that url and channel: one socket per pair. Upstream `vk.connectWebSocket` answers a promise; this
 * answers the connection at once (its `whenConnected()` waits for the server's connect message). Throws
 * without a url. A `forceLogout` or an invalid token signs the user out (see {@link signOutFromSocket}).
 */
export function connectWebSocket(options: ConnectOptions): SocketConnection {
  addTexts();
  if (!options.url) throw new Error(i18n.t("socket.urlRequired"));
  const channel = options.channel || DEFAULT_SOCKET_CHANNEL;
  const key = `${options.url}\n${channel}`;
  const shared = options.cache !== false;
  const cached = shared ? cache.get(key) : undefined;
  if (cached) return cached;
  const connection: SocketConnection = new SocketConnection({
    ...options,
    channel,
    onSignedOut: signOutFromSocket,
    onDisposed: () => {
      if (cache.get(key) === connection) cache.delete(key);
    },
  });
  if (shared) cache.set(key, connection);
  return connection;
}

/** Every cached connection (the debug view, and tests). */
export const openSockets = (): SocketConnection[] => [...cache.values()];

/** Closes every cached connection (signing out). */
export function closeAllSockets(): void {
  for (const connection of [...cache.values()]) connection.close({ code: 1000, reason: "signed out" });
}

/**
 * What a forced sign-out does: closes every socket, forgets the token and the user, opens the login page
 * (coming back to this page after signing in) and says why over it.
 */
export function signOutFromSocket(notice: SignOutNotice): void {
  addTexts();
  closeAllSockets();
  onLoginRequired();
  // This device ended the session itself (here or in another tab): the page that did it has said so.
  if (notice.reason === "signedOut") return;
  // The dialog (antd-mobile's overlays) loads only when there is something to say.
  void import("./sign-out-alert").then((m) => m.alertSignOut(notice));
}
