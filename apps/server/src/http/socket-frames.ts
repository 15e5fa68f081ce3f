import {
  aesEncrypt,
  describeIssue,
  findJsonProblem,
  LIMITS,
  type Locale,
  md5Hex,
  RosterError,
  socketClientData,
  socketClientFrame,
} from "@roster/contract";
import type { z } from "zod";
import { type ClientInfo, clientInfoFromHeaders } from "../lib/client-info.js";
import { jsonNestingExceeds } from "./json-depth.js";

/** A frame as read: who sent it, whether it is encrypted, and its inner data (still cipher text if so). */
export interface ReadFrame {
  deviceId: string;
  encrypt: boolean;
  /** The clientData object, or the Base64 cipher of it when `encrypt`. */
  data: unknown;
}

/** The inner data of a frame (`{url, channel, uniIdToken, clientInfo, data}`), checked. */
export type ClientData = z.output<typeof socketClientData>;

/** The first problem of a zod parse, said in `locale`, as a socketBadFrame error. */
function badFrame(error: z.ZodError, locale: Locale): RosterError {
  return new RosterError("socketBadFrame", { problem: describeIssue(error.issues[0]!, locale).message });
}

/**
 * Reads a text frame: JSON (nested at most LIMITS.inputMaxDepth, no `__proto__` key or NUL anywhere) of the
 * form `{deviceId, data, encrypt?}`. Throws socketBadJson or socketBadFrame.
 */
export function readFrame(text: string, locale: Locale): ReadFrame {
  const limit = LIMITS.inputMaxDepth;
  if (jsonNestingExceeds(text, limit)) throw new RosterError("socketBadJson", { limit });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RosterError("socketBadJson", { limit });
  }
  if (findJsonProblem(value, limit)) throw new RosterError("socketBadJson", { limit });
  const frame = socketClientFrame.safeParse(value);
  if (!frame.success) throw badFrame(frame.error, locale);
  const encrypt = frame.data.encrypt === true;
  if (encrypt !== (typeof frame.data.data === "string")) {
    throw new RosterError("socketBadFrame", {
      problem: encrypt ? "encrypt: true needs data as cipher text" : "data must be an object",
    });
  }
  return { deviceId: frame.data.deviceId, encrypt, data: frame.data.data };
}

/** Checks the inner data of a frame (after decryption when it was encrypted). */
export function readClientData(data: unknown, locale: Locale): ClientData {
  const parsed = socketClientData.safeParse(data);
  if (!parsed.success) throw badFrame(parsed.error, locale);
  return parsed.data;
}

/** The key of an encrypted frame: md5(deviceId) (client-push reference §1.3). */
export const frameKey = (deviceId: string): string => md5Hex(deviceId);

/**
 * A framework message as sent to a socket that connected encrypted: `{data, timeStamp, encrypt: true}`,
 * data = Base64 AES-256-ECB of the JSON under md5(String(timeStamp)) (reference §1.4).
 */
export function encryptMessage(message: unknown, now: number): string {
  const data = aesEncrypt(JSON.stringify(message), md5Hex(String(now)), "aes-256-ecb");
  return JSON.stringify({ data, timeStamp: now, encrypt: true });
}

/** Whether a frame's data is the connect frame's `{vkWebSocket: {type: "connect", data}}`. */
export function connectData(data: unknown): { connect: true; data: unknown } | { connect: false } {
  if (typeof data !== "object" || data === null || !("vkWebSocket" in data)) return { connect: false };
  const framework = (data as { vkWebSocket: unknown }).vkWebSocket;
  if (typeof framework === "object" && framework !== null && "type" in framework) {
    const { type, data: inner } = framework as { type: unknown; data?: unknown };
    if (type === "connect") return { connect: true, data: inner };
  }
  throw new RosterError("socketBadFrame", { problem: 'vkWebSocket must be {type: "connect", data}' });
}

/**
 * The client context of a frame: the `clientInfo` it sends (appid, platform, locale, os) in place of the
 * vk-* headers of a call, its deviceId, and what the transport knows (IP, user agent of the upgrade).
 */
export function clientInfoOfFrame(
  data: ClientData,
  deviceId: string,
  transport: { ip: string; userAgent: string },
): ClientInfo {
  const info = data.clientInfo ?? {};
  return clientInfoFromHeaders(
    {
      "vk-appid": info.appid,
      "vk-platform": info.platform,
      "vk-locale": info.locale,
      "vk-os": info.os,
      "vk-device-id": deviceId || info.deviceId,
    },
    { ip: transport.ip, userAgent: info.userAgent || transport.userAgent },
  );
}
