import { SOCKET_URLS } from "@roster/contract";
import { connectWebSocket, type SocketConnection } from "../../lib/socket";

/**
 * The signed-in app's push connection (`user/kh/push`, channel `default`): the open one, or a new one.
 * Forced sign-outs arrive here; pages listen to it for live updates.
 */
export const pushConnection = (): SocketConnection => connectWebSocket({ url: SOCKET_URLS.push });
