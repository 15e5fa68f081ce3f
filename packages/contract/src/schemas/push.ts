import { z } from "zod";
import { defineTexts, type Locale, localize } from "../i18n/texts.js";
import { jsonObject } from "./json.js";

/**
 * The WebSocket side of the router (client-push reference §1): where clients open sockets, the frames they
 * send, what the server answers, and why it signs a socket out. Shared by the server and the web client.
 */

/** Clients open `GET <SOCKET_PATH>?url=<socket route path>` as a WebSocket (upstream `/ws/function/<name>`). */
export const SOCKET_PATH = "/ws/function/router";

/** The channel a socket joins when its frames name none (upstream `connectWebSocket`'s default). */
export const DEFAULT_CHANNEL = "default";

/** A channel name: 1 to 64 letters, digits, `_`, `-`, `.` or `:`. */
export const socketChannelField = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, { message: "invalid" });

/** What a client says about itself in each frame (`clientInfo`); every field optional, texts capped. */
export const socketClientInfo = z
  .object({
    appid: z.string().max(200),
    platform: z.string().max(200),
    locale: z.string().max(200),
    os: z.string().max(200),
    deviceId: z.string().max(200),
    userAgent: z.string().max(500),
  })
  .partial();

/** The inner part of a frame (`clientData`): which route, channel and token, and the payload. */
export const socketClientData = z.object({
  url: z.string().max(200).optional(),
  channel: socketChannelField.optional(),
  uniIdToken: z.string().max(4096).nullish(),
  clientInfo: socketClientInfo.nullish(),
  /** The connect frame's `{vkWebSocket: {type: "connect", data}}`, or an application message. */
  data: z.unknown().optional(),
});

/**
 * A frame as clients send it: `{deviceId, data: clientData}`, or with `encrypt: true` `data` is the
 * Base64 AES-256-ECB cipher of `{...clientData, timeStamp}` under the key md5(deviceId).
 */
export const socketClientFrame = z.object({
  deviceId: z.string().max(200),
  data: z.union([socketClientData, z.string().max(1_000_000)]),
  encrypt: z.boolean().optional(),
});

/** The data of the answer to a connect frame: the connection's id. */
export const socketConnected = z.object({ cid: z.string() });

/**
 * An application message pushed to sockets: a JSON object (at most 8 levels, 16 KiB) without the
 * `vkWebSocket` key, which belongs to the framework's own messages (connect, error, forceLogout).
 */
export const pushData = jsonObject({ maxDepth: 8, maxBytes: 16_384 }).superRefine((value, ctx) => {
  if (Object.hasOwn(value, "vkWebSocket"))
    ctx.addIssue({ code: "custom", message: "invalid", path: ["vkWebSocket"], input: value });
});

/**
 * Why the server signed a socket out (`{vkWebSocket: {type: "forceLogout", data: {reason, msg}}}`): stable
 * codes a client can show a message for.
 */
export const FORCE_LOGOUT_REASONS = [
  /**
   * The session was ended by a call made with it: logout, or a password change or an account deletion
   * from this device (whose answer says so). Its client has nothing to announce.
   */
  "signedOut",
  /** An admin signed the account out everywhere. */
  "revoked",
  /** The password was changed or reset: every session ended. */
  "passwordChanged",
  /** The account was disabled or closed. */
  "disabled",
  /** The account was deleted. */
  "deleted",
  /** A newer sign-in went over the account's session cap (TOKEN_MAX_SESSIONS); the oldest ended. */
  "sessionCap",
  /** The account signed this session out from another device. */
  "signedOutElsewhere",
] as const;

/** One of {@link FORCE_LOGOUT_REASONS}. */
export type ForceLogoutReason = (typeof FORCE_LOGOUT_REASONS)[number];

/** Why a device was signed out, as its forceLogout message says it (a section of the catalogue). */
export const FORCE_LOGOUT_MESSAGES = defineTexts({
  signedOut: {
    "zh-Hans": "您已退出登录",
    "zh-Hant": "您已登出",
    en: "You signed out",
    es: "Has cerrado sesión",
    fr: "Vous êtes déconnecté",
  },
  revoked: {
    "zh-Hans": "管理员已让您的账号下线，请重新登录",
    "zh-Hant": "管理員已讓您的帳號下線，請重新登入",
    en: "An administrator signed your account out: sign in again",
    es: "Un administrador ha cerrado la sesión de tu cuenta: vuelve a iniciar sesión",
    fr: "Un administrateur a déconnecté votre compte : reconnectez-vous",
  },
  passwordChanged: {
    "zh-Hans": "密码已修改，请重新登录",
    "zh-Hant": "密碼已修改，請重新登入",
    en: "The password was changed: sign in again",
    es: "Se ha cambiado la contraseña: vuelve a iniciar sesión",
    fr: "Le mot de passe a été modifié : reconnectez-vous",
  },
  disabled: {
    "zh-Hans": "账号已被禁用",
    "zh-Hant": "帳號已被停用",
    en: "The account was disabled",
    es: "La cuenta se ha desactivado",
    fr: "Le compte a été désactivé",
  },
  deleted: {
    "zh-Hans": "账号已被删除",
    "zh-Hant": "帳號已被刪除",
    en: "The account was deleted",
    es: "La cuenta se ha eliminado",
    fr: "Le compte a été supprimé",
  },
  sessionCap: {
    "zh-Hans": "您的账号在其他设备登录，本设备已下线",
    "zh-Hant": "您的帳號在其他裝置登入，本裝置已下線",
    en: "Your account signed in on another device and this one was signed out",
    es: "Tu cuenta ha iniciado sesión en otro dispositivo y se ha cerrado la sesión en este",
    fr: "Votre compte s’est connecté sur un autre appareil et celui-ci a été déconnecté",
  },
  signedOutElsewhere: {
    "zh-Hans": "此设备已在其他设备上被退出登录",
    "zh-Hant": "此裝置已在其他裝置上被登出",
    en: "This device was signed out from another device",
    es: "Se ha cerrado la sesión de este dispositivo desde otro dispositivo",
    fr: "Cet appareil a été déconnecté depuis un autre appareil",
  },
}) satisfies Readonly<Record<ForceLogoutReason, unknown>>;

/** The message of a forceLogout reason in `locale`. */
export const forceLogoutMessage = (reason: ForceLogoutReason, locale: Locale): string =>
  localize(FORCE_LOGOUT_MESSAGES[reason], locale);

/** The data of a forceLogout message. */
export const forceLogoutData = z.object({ reason: z.enum(FORCE_LOGOUT_REASONS), msg: z.string() });

/**
 * Close codes the server uses besides the standard ones (1000 normal, 1001 server stopping, 1008 policy:
 * a flood of frames, 1009 a frame over the size limit).
 */
export const SOCKET_CLOSE_CODES = {
  /** After a forceLogout: the session ended. */
  forceLogout: 4001,
  /** After a token error (30201-30204) or an account that cannot sign in. */
  invalidToken: 4002,
  /** The connection was refused: not a socket route, or the account's or address's socket cap. */
  refused: 4003,
  /** No connect frame in time, or no frame or pong for the idle timeout. */
  timeout: 4008,
} as const;
