import type { Locale } from "@roster/contract";

/** What the push service knows of one open socket, whatever carries it (see http/socket-connection.ts). */
export interface SocketPeer {
  /** The connection id (`cid`), answered to the connect frame. */
  readonly cid: string;
  /** The socket route it opened (`?url=`). */
  readonly url: string;
  /** The channel its connect frame named; undefined until it is connected. */
  readonly channel: string | undefined;
  /** The account and session of its token; undefined until connected (and on pub routes without one). */
  readonly uid: string | undefined;
  readonly sid: string | undefined;
  /** The language of its framework messages (forceLogout, errors). */
  readonly locale: Locale;
  /** Sends an application message already serialized as JSON. */
  sendText(text: string): void;
  /** Sends a framework message (`{vkWebSocket: ...}`), encrypted when the socket connected encrypted. */
  sendFramework(message: { vkWebSocket: { type: string; data: unknown } }): void;
  /** Closes the socket with a close code and a short reason. */
  close(code: number, reason: string): void;
}
