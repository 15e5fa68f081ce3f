export { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF } from "./backoff";
export { socketEndpoint } from "./client-info";
export {
  SocketConnection,
  type SocketOptions,
  type SocketState,
  type SocketStatus,
  type VkMessage,
} from "./connection";
export {
  type ConnectOptions,
  closeAllSockets,
  connectWebSocket,
  openSockets,
  signOutFromSocket,
} from "./registry";
