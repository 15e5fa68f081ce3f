/**
 * The WebSocket objects of Roster, by role: the url a client names when it opens a socket
 * (`/ws/function/router?url=<url>`), which is also the route whose connection and message handlers
 * serve it. Kept here, beside the route contracts, so that clients never spell a route path themselves.
 */
export const SOCKET_URLS = {
  /** The signed-in app's push channel: forced sign-outs, new-device notices, live updates. */
  push: "user/kh/push",
  /** The template's chat demo: every frame sent to a channel reaches the channel's other sockets. */
  chat: "template/websocket/kh/chat",
} as const;

/** The channel a socket joins when it names none (upstream `vk.connectWebSocket`). */
export const DEFAULT_SOCKET_CHANNEL = "default";
