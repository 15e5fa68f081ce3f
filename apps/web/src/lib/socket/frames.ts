// The frames of the upstream WebSocket protocol (vk-unicloud 2.19.9, client-push-upload-ocr.md §1.3-1.4).

import { CLIENT_CODES } from "@roster/contract";

/** What the client tells about itself in every frame (upstream `clientInfo`). */
export interface SocketClientInfo {
  appid: string;
  platform: string;
  locale: string;
  os: string;
  deviceId: string;
  userAgent: string;
}

/** The part of a frame that the server routes: url, channel, token, client and the payload. */
export interface ClientData {
  url: string;
  channel: string;
  uniIdToken: string;
  clientInfo: SocketClientInfo;
  data: unknown;
}

/** A framework message (`vkWebSocket`) the client sends: the connect frame and the heartbeat. */
export const connectPayload = (data: unknown) => ({ vkWebSocket: { type: "connect", data } });
export const pingPayload = () => ({ vkWebSocket: { type: "ping", data: { t: Date.now() } } });

/** A plain frame: `{deviceId, data: clientData}`. */
export const plainFrame = (clientData: ClientData): string =>
  JSON.stringify({ deviceId: clientData.clientInfo.deviceId, data: clientData });

/** An encrypted frame: the client data with `timeStamp`, as AES cipher text; the device id stays clear. */
export const encryptedFrame = (deviceId: string, cipherText: string): string =>
  JSON.stringify({ deviceId, data: cipherText, encrypt: true });

/** Token problems as upstream tells them from other errors: these codes, with "token" in the message. */
const TOKEN_CODES: ReadonlySet<number> = new Set(CLIENT_CODES.loginRequired);

/** An error the server sent in a framework message. */
export interface SocketError {
  code: number;
  msg: string;
  [key: string]: unknown;
}

/** What a server message means to the client. */
export type ServerMessage =
  | { kind: "connect"; data: { cid: string } & Record<string, unknown> }
  | { kind: "invalidToken"; err: SocketError }
  | { kind: "error"; err: SocketError }
  | { kind: "forceLogout"; data: unknown }
  | { kind: "pong" }
  | { kind: "message"; data: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a parsed message is an encrypted envelope `{data: <Base64>, timeStamp, encrypt: true}`. */
export const isEncryptedEnvelope = (
  value: unknown,
): value is { data: string; timeStamp: number | string; encrypt: true } =>
  isObject(value) && value.encrypt === true && typeof value.data === "string" && "timeStamp" in value;

/** Parses message text: JSON when it is JSON, the text itself otherwise (as upstream). */
export function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sorts a (decrypted) server message: framework messages by type, anything else is application data. */
export function classifyMessage(message: unknown): ServerMessage {
  const vk = isObject(message) ? message.vkWebSocket : undefined;
  if (!isObject(vk)) return { kind: "message", data: message };
  const { type, data } = vk;
  if (type === "connect" && isObject(data) && typeof data.cid === "string") {
    return { kind: "connect", data: data as { cid: string } };
  }
  if (type === "error") {
    const err: SocketError = isObject(data)
      ? { ...data, code: Number(data.code), msg: String(data.msg ?? "") }
      : { code: -1, msg: String(data ?? "") };
    const tokenProblem = TOKEN_CODES.has(err.code) && err.msg.toLowerCase().includes("token");
    return tokenProblem ? { kind: "invalidToken", err } : { kind: "error", err };
  }
  if (type === "forceLogout") return { kind: "forceLogout", data };
  if (type === "pong") return { kind: "pong" };
  return { kind: "message", data: message };
}
