import type { Texts } from "../i18n/texts.js";
import { ACCOUNT_DELETION_ERRORS } from "./account-deletion-errors.js";
import { ACCOUNT_RULE_ERRORS } from "./account-rule-errors.js";
import { BUDGET_ERRORS } from "./budget-errors.js";
import { CLIENT_DB_ERRORS } from "./client-db-errors.js";
import { CLIENT_GATEWAY_ERRORS } from "./client-gateway-errors.js";
import { DB_TEST_ERRORS } from "./db-test-errors.js";
import { LUCKY_DRAW_ERRORS } from "./lucky-draw-errors.js";
import { OPENAPI_ERRORS } from "./openapi-errors.js";
import { SECOND_FACTOR_ERRORS } from "./second-factor-errors.js";
import { SOCIAL_ERRORS } from "./social-errors.js";
import { SOCIAL_HARDENING_ERRORS } from "./social-hardening-errors.js";
import { SOCIAL_PROTOCOL_ERRORS } from "./social-protocol-errors.js";
import { TCB_ERRORS } from "./tcb-errors.js";
import { UPLOAD_ERRORS } from "./upload-errors.js";

/** One entry of the code catalogue: the wire code and its message in every locale. */
export interface ErrorEntry {
  /** The number clients see in `code`. Several entries may share a number (e.g. the 403 family). */
  readonly code: number;
  readonly messages: Texts;
  /**
   * The code string a cloud SDK knows this refusal by, for errors of a gateway that answers strings
   * (CloudBase's `INVALID_PARAM`): the gateway sends it as `code`, as the SDK expects, byte for byte.
   */
  readonly wire?: string;
  /** The HTTP status a gateway answers this refusal with, for a gateway that answers statuses (`/client`). */
  readonly status?: number;
}

/** An entry of the catalogue: `messages` must name every locale (a missing one is a type error). */
const entry = (code: number, messages: Texts): ErrorEntry => ({ code, messages });

/**
 * Every failure Roster answers with, keyed by a stable name. Numbers and Chinese texts follow the uni-id
 * and vk-unicloud-router catalogues (reference §11) so that existing clients keep working; entries marked
 * "Roster" are additions with numbers that upstream does not use.
 *
 * Messages may hold `{placeholders}` filled from the error's params; `{field}` and `{param}` name a field,
 * said by its label in the message's language when FIELD_LABELS has one.
 */
export const ERRORS = {
  // ---- validation and transport -------------------------------------------------------------------
  /** A route's input failed its contract; `{message}` names the field and the rule. */
  validation: entry(-1, {
    "zh-Hans": "{message}",
    "zh-Hant": "{message}",
    en: "{message}",
    es: "{message}",
    fr: "{message}",
  }),
  /** Malformed JSON in the request body (HTTP 400). */
  badJson: entry(400, {
    "zh-Hans": "请求体不是合法的 JSON",
    "zh-Hant": "請求體不是合法的 JSON",
    en: "The request body is not valid JSON",
    es: "El cuerpo de la solicitud no es un JSON válido",
    fr: "Le corps de la requête n’est pas un JSON valide",
  }),
  /** The body parsed but is not a JSON object (HTTP 400). */
  badBody: entry(400, {
    "zh-Hans": "请求体必须是 JSON 对象",
    "zh-Hant": "請求體必須是 JSON 物件",
    en: "The request body must be a JSON object",
    es: "El cuerpo de la solicitud debe ser un objeto JSON",
    fr: "Le corps de la requête doit être un objet JSON",
  }),
  /** The body's JSON nests arrays and objects deeper than the limit (HTTP 400). */
  jsonTooDeep: entry(400, {
    "zh-Hans": "请求体 JSON 嵌套过深（上限 {limit} 层）",
    "zh-Hant": "請求體 JSON 巢狀過深（上限 {limit} 層）",
    en: "The request body's JSON is nested too deeply (limit {limit} levels)",
    es: "El JSON del cuerpo de la solicitud está anidado en exceso (límite: {limit} niveles)",
    fr: "Le JSON du corps de la requête est trop imbriqué (limite : {limit} niveaux)",
  }),
  /** The body is over the 1 MiB limit (HTTP 413). */
  bodyTooLarge: entry(413, {
    "zh-Hans": "请求体过大（上限 {limit}）",
    "zh-Hant": "請求體過大（上限 {limit}）",
    en: "The request body is too large (limit {limit})",
    es: "El cuerpo de la solicitud es demasiado grande (límite: {limit})",
    fr: "Le corps de la requête est trop volumineux (limite : {limit})",
  }),
  /** The body is neither JSON nor text (HTTP 415). */
  unsupportedMediaType: entry(415, {
    "zh-Hans": "不支持的请求体类型，请使用 application/json",
    "zh-Hant": "不支援的請求體類型，請使用 application/json",
    en: "Unsupported body type; send application/json",
    es: "Tipo de cuerpo no admitido; envía application/json",
    fr: "Type de corps non pris en charge ; envoyez application/json",
  }),
  /** The router answers POST only (HTTP 405). */
  methodNotAllowed: entry(405, {
    "zh-Hans": "请使用 POST 调用",
    "zh-Hant": "請使用 POST 呼叫",
    en: "Use POST to call the router",
    es: "Usa POST para llamar al router",
    fr: "Utilisez POST pour appeler le routeur",
  }),
  /** Too many requests from one IP (HTTP 429). */
  rateLimited: entry(429, {
    "zh-Hans": "系统繁忙，请稍后再试。",
    "zh-Hant": "系統繁忙，請稍後再試。",
    en: "System busy, please try later.",
    es: "El sistema está ocupado, inténtalo más tarde.",
    fr: "Système occupé, réessayez plus tard.",
  }),
  /** An unexpected fault; details are in the server log under the request id (HTTP 500). */
  internal: entry(500, {
    "zh-Hans": "服务器内部错误",
    "zh-Hant": "伺服器內部錯誤",
    en: "Internal server error",
    es: "Error interno del servidor",
    fr: "Erreur interne du serveur",
  }),
  /** The service is switched off for maintenance. */
  serviceShutdown: entry(405, {
    "zh-Hans": "系统维护中，预计2小时恢复!",
    "zh-Hant": "系統維護中，預計2小時恢復!",
    en: "Under maintenance, back in about 2 hours!",
    es: "En mantenimiento, volvemos en unas 2 horas.",
    fr: "En maintenance, de retour dans environ 2 heures !",
  }),

  // ---- router ---------------------------------------------------------------------------------------
  /** The path belongs to no route class (pub, kh, sys). */
  accessDenied: entry(403, {
    "zh-Hans": "禁止访问",
    "zh-Hant": "禁止訪問",
    en: "access denied",
    es: "acceso denegado",
    fr: "accès refusé",
  }),
  /** The path names a private function (`._` or a segment starting with `_`). */
  privateFunction: entry(403, {
    "zh-Hans": "禁止访问私有函数！",
    "zh-Hant": "禁止訪問私有函數！",
    en: "Access to private functions is forbidden!",
    es: "No se permite el acceso a funciones privadas",
    fr: "L’accès aux fonctions privées est interdit !",
  }),
  /** The caller's roles grant no permission matching this sys path. */
  permissionDenied: entry(403, {
    "zh-Hans": "权限不足",
    "zh-Hant": "權限不足",
    en: "Insufficient permission",
    es: "Permisos insuficientes",
    fr: "Autorisations insuffisantes",
  }),
  /** `admin/` paths need `allow_login_background` or role admin. */
  backOfficeDenied: entry(403, {
    "zh-Hans": "您无权限登录后台",
    "zh-Hant": "您無權限登入後台",
    en: "You are not allowed to use the back office",
    es: "No tienes permiso para usar el panel de administración",
    fr: "Vous n’êtes pas autorisé à utiliser l’espace d’administration",
  }),
  /** No route has this path. */
  notFound: entry(404, {
    "zh-Hans": "未找到【{url}】",
    "zh-Hant": "未找到【{url}】",
    en: "not found【{url}】",
    es: "no encontrado【{url}】",
    fr: "introuvable【{url}】",
  }),
  /** An encrypted request outside its anti-replay window. */
  requestExpired: entry(410, {
    "zh-Hans": "该请求已失效",
    "zh-Hant": "該請求已失效",
    en: "This request has expired",
    es: "Esta solicitud ha caducado",
    fr: "Cette requête a expiré",
  }),
  /** An encrypted request that does not decrypt to a JSON object with a timestamp. */
  decryptFailed: entry(411, {
    "zh-Hans": "解密失败，参数不合法",
    "zh-Hant": "解密失敗，參數不合法",
    en: "Decryption failed: invalid parameters",
    es: "Error de descifrado: parámetros no válidos",
    fr: "Échec du déchiffrement : paramètres non valides",
  }),
  /** A route that only accepts encrypted requests was called in plain text. */
  encryptionRequired: entry(413, {
    "zh-Hans": "请求非法，请求参数未加密",
    "zh-Hant": "請求非法，請求參數未加密",
    en: "Illegal request: parameters are not encrypted",
    es: "Solicitud no permitida: los parámetros no están cifrados",
    fr: "Requête refusée : les paramètres ne sont pas chiffrés",
  }),

  // ---- accounts (uni-id) ----------------------------------------------------------------------------
  /** The account is disabled (status 1). */
  accountBanned: entry(10001, {
    "zh-Hans": "账号已禁用",
    "zh-Hant": "帳號已禁用",
    en: "Account disabled",
    es: "Cuenta desactivada",
    fr: "Compte désactivé",
  }),
  /** No account matches the username, e-mail or mobile. */
  userNotExist: entry(10002, {
    "zh-Hans": "用户不存在",
    "zh-Hant": "使用者不存在",
    en: "User does not exist",
    es: "El usuario no existe",
    fr: "L’utilisateur n’existe pas",
  }),
  /** More than one account matches. */
  multiUserMatched: entry(10003, {
    "zh-Hans": "匹配到多个账号",
    "zh-Hant": "匹配到多個帳號",
    en: "Multiple accounts matched",
    es: "Coinciden varias cuentas",
    fr: "Plusieurs comptes correspondent",
  }),
  /** Two accounts claim the same identity. */
  accountConflict: entry(10005, {
    "zh-Hans": "用户账号冲突",
    "zh-Hant": "使用者帳號衝突",
    en: "Account conflict",
    es: "Conflicto de cuentas",
    fr: "Conflit de comptes",
  }),
  /** The account was closed (status 4). */
  accountClosed: entry(10006, {
    "zh-Hans": "此账号已注销",
    "zh-Hant": "此帳號已註銷",
    en: "This account has been closed",
    es: "Esta cuenta se ha cerrado",
    fr: "Ce compte a été fermé",
  }),
  /** Wrong password at sign-in. */
  passwordError: entry(10102, {
    "zh-Hans": "密码错误",
    "zh-Hant": "密碼錯誤",
    en: "Wrong password",
    es: "Contraseña incorrecta",
    fr: "Mot de passe incorrect",
  }),
  /**
   * Roster: the one answer of a password sign-in that failed, whether no account has the name or the
   * password is wrong, so that sign-in does not say which names exist (issue 27). Upstream's code of a
   * wrong password, so that its clients, which show the message, keep working; LOGIN_UPSTREAM_CODES=1
   * restores upstream's 10002 / 10102 pair instead.
   */
  wrongCredentials: entry(10102, {
    "zh-Hans": "账号或密码错误",
    "zh-Hant": "帳號或密碼錯誤",
    en: "Wrong account or password",
    es: "Cuenta o contraseña incorrecta",
    fr: "Identifiant ou mot de passe incorrect",
  }),
  /** Too many wrong passwords from this IP for this account; locked for a while. */
  passwordErrorExceedLimit: entry(10103, {
    "zh-Hans": "密码错误次数过多，请稍后再试",
    "zh-Hant": "密碼錯誤次數過多，請稍後再試",
    en: "Too many wrong passwords, please try again later",
    es: "Demasiados intentos con contraseña incorrecta, inténtalo más tarde",
    fr: "Trop de mots de passe incorrects, réessayez plus tard",
  }),
  /**
   * Roster: the account's password changed, or it was signed out everywhere, while this call was checking
   * the old credentials; nothing was done and no session opened.
   */
  credentialsChanged: entry(10104, {
    "zh-Hans": "账号密码或登录状态刚刚发生变更，请重新登录",
    "zh-Hant": "帳號密碼或登入狀態剛剛發生變更，請重新登入",
    en: "The account's password or sign-in state just changed; please sign in again",
    es: "La contraseña o el estado de sesión de la cuenta acaban de cambiar; vuelve a iniciar sesión",
    fr: "Le mot de passe ou l’état de connexion du compte vient de changer ; reconnectez-vous",
  }),
  /** Registering by mobile code, but the mobile already has an account. */
  mobileAccountExists: entry(10201, {
    "zh-Hans": "此账号已注册",
    "zh-Hant": "此帳號已註冊",
    en: "This account is already registered",
    es: "Esta cuenta ya está registrada",
    fr: "Ce compte est déjà inscrit",
  }),
  /** Signing in by mobile code with type login, but the mobile has no account. */
  mobileAccountNotExists: entry(10202, {
    "zh-Hans": "此账号尚未注册",
    "zh-Hant": "此帳號尚未註冊",
    en: "This account is not registered yet",
    es: "Esta cuenta aún no está registrada",
    fr: "Ce compte n’est pas encore inscrit",
  }),
  /** An invite code given at registration matches no one. */
  registerInviteCodeInvalid: entry(10203, {
    "zh-Hans": "邀请码无效",
    "zh-Hant": "邀請碼無效",
    en: "Invalid invite code",
    es: "Código de invitación no válido",
    fr: "Code d’invitation non valide",
  }),
  /** Registering by e-mail code, but the e-mail already has an account. */
  emailAccountExists: entry(10301, {
    "zh-Hans": "此账号已注册",
    "zh-Hant": "此帳號已註冊",
    en: "This account is already registered",
    es: "Esta cuenta ya está registrada",
    fr: "Ce compte est déjà inscrit",
  }),
  /** Signing in by e-mail code with type login, but the e-mail has no account. */
  emailAccountNotExists: entry(10302, {
    "zh-Hans": "此账号尚未注册",
    "zh-Hant": "此帳號尚未註冊",
    en: "This account is not registered yet",
    es: "Esta cuenta aún no está registrada",
    fr: "Ce compte n’est pas encore inscrit",
  }),
  /** A required parameter is missing; `{param}` is a field name, said by its label (FIELD_LABELS). */
  paramRequired: entry(20101, {
    "zh-Hans": "{param}不可为空",
    "zh-Hant": "{param}不可為空",
    en: "{param} is required",
    es: "El campo {param} es obligatorio",
    fr: "Le champ {param} est obligatoire",
  }),
  /** The username is taken. */
  accountExists: entry(20102, {
    "zh-Hans": "此账号已注册",
    "zh-Hant": "此帳號已註冊",
    en: "This account is already registered",
    es: "Esta cuenta ya está registrada",
    fr: "Ce compte est déjà inscrit",
  }),

  // ---- tokens (the client treats these as login-required: every message contains "token") ----------
  /** The token was issued for another device. */
  checkDeviceFailed: entry(30201, {
    "zh-Hans": "设备特征校验未通过",
    "zh-Hant": "裝置特徵校驗未通過",
    en: "Device check failed",
    es: "Falló la comprobación del dispositivo",
    fr: "Échec de la vérification de l’appareil",
  }),
  /** The token's session was revoked (logout, password change, session limit). */
  tokenNotExist: entry(30202, {
    "zh-Hans": "登录状态无效，云端已不包含此token",
    "zh-Hant": "登入狀態無效，雲端已不包含此token",
    en: "Login state invalid: the server no longer holds this token",
    es: "Sesión no válida: el servidor ya no tiene este token",
    fr: "Session non valide : le serveur ne détient plus ce token",
  }),
  /** The token is past its expiry. */
  tokenExpired: entry(30203, {
    "zh-Hans": "token已过期",
    "zh-Hant": "token已過期",
    en: "token expired",
    es: "token caducado",
    fr: "token expiré",
  }),
  /** The token is missing, malformed or badly signed. */
  checkTokenFailed: entry(30204, {
    "zh-Hans": "token校验未通过",
    "zh-Hant": "token校驗未通過",
    en: "token verification failed",
    es: "falló la verificación del token",
    fr: "échec de la vérification du token",
  }),
  /** Client-side only: a non-public call without a valid local token. */
  localTokenCheckFailed: entry(30204, {
    "zh-Hans": "本地token校验未通过",
    "zh-Hant": "本地token校驗未通過",
    en: "local token check failed",
    es: "falló la comprobación local del token",
    fr: "échec de la vérification locale du token",
  }),

  // ---- passwords -----------------------------------------------------------------------------------
  /** Roster's account rules: password policy, consent to the terms, sign-up tickets (91400-91499). */
  ...ACCOUNT_RULE_ERRORS,
  /** The account behind the token no longer exists. */
  passwordUserNotExist: entry(40201, {
    "zh-Hans": "用户不存在",
    "zh-Hant": "使用者不存在",
    en: "User does not exist",
    es: "El usuario no existe",
    fr: "L’utilisateur n’existe pas",
  }),
  /** updatePwd with a wrong old password. */
  invalidOldPassword: entry(40202, {
    "zh-Hans": "旧密码错误",
    "zh-Hant": "舊密碼錯誤",
    en: "Wrong old password",
    es: "La contraseña anterior es incorrecta",
    fr: "L’ancien mot de passe est incorrect",
  }),
  /** Roster: resetPwd without proof on an account that already has a password. */
  passwordAlreadySet: entry(40203, {
    "zh-Hans": "此账号已设置密码，请使用旧密码或验证码修改",
    "zh-Hant": "此帳號已設定密碼，請使用舊密碼或驗證碼修改",
    en: "This account already has a password; change it with the old password or a verification code",
    es: "Esta cuenta ya tiene contraseña; cámbiala con la contraseña anterior o con un código de verificación",
    fr: "Ce compte a déjà un mot de passe ; modifiez-le avec l’ancien mot de passe ou un code de vérification",
  }),
  /** The account may not change its password. */
  updatePasswordDisabled: entry(40204, {
    "zh-Hans": "该账号不支持修改密码。",
    "zh-Hant": "該帳號不支援修改密碼。",
    en: "This account cannot change its password.",
    es: "Esta cuenta no puede cambiar su contraseña.",
    fr: "Ce compte ne peut pas modifier son mot de passe.",
  }),

  // ---- verification codes --------------------------------------------------------------------------
  /** Both or neither of mobile and e-mail were given. */
  verifyParamError: entry(50102, {
    "zh-Hans": "{param}参数错误，{reason}",
    "zh-Hant": "{param}參數錯誤，{reason}",
    en: "{param} parameter error: {reason}",
    es: "Error en el parámetro {param}: {reason}",
    fr: "Erreur du paramètre {param} : {reason}",
  }),
  /** The code is wrong, used, voided or expired. */
  invalidVerifyCode: entry(50202, {
    "zh-Hans": "{type}验证码错误或已失效",
    "zh-Hant": "{type}驗證碼錯誤或已失效",
    en: "{type} verification code is wrong or has expired",
    es: "El código de verificación ({type}) es incorrecto o ha caducado",
    fr: "Le code de vérification ({type}) est incorrect ou a expiré",
  }),
  /** The SMS gateway refused or failed. */
  sendSmsCodeFailed: entry(50301, {
    "zh-Hans": "短信验证码发送失败",
    "zh-Hant": "簡訊驗證碼發送失敗",
    en: "Failed to send the SMS code",
    es: "No se pudo enviar el código por SMS",
    fr: "Échec de l’envoi du code par SMS",
  }),
  /** Roster: setVerifyCode was given neither a mobile nor an e-mail. */
  verifyRecipientRequired: entry(50101, {
    "zh-Hans": "手机号和邮箱不可同时为空",
    "zh-Hant": "手機號和郵箱不可同時為空",
    en: "Give a mobile number or an e-mail address",
    es: "Indica un número de móvil o un correo electrónico",
    fr: "Indiquez un numéro de mobile ou une adresse e-mail",
  }),
  /** Roster: setVerifyCode was given both a mobile and an e-mail (upstream 50102 text). */
  verifyRecipientConflict: entry(50102, {
    "zh-Hans": "手机号和邮箱不可同时存在",
    "zh-Hant": "手機號和郵箱不可同時存在",
    en: "Give a mobile number or an e-mail address, not both",
    es: "Indica un número de móvil o un correo electrónico, no ambos",
    fr: "Indiquez un numéro de mobile ou une adresse e-mail, pas les deux",
  }),
  /** Roster: the right code, but past its lifetime; `{type}` names the channel (SMS, e-mail). */
  verifyCodeExpired: entry(50204, {
    "zh-Hans": "{type}验证码已过期，请重新获取",
    "zh-Hant": "{type}驗證碼已過期，請重新獲取",
    en: "{type} verification code has expired; request a new one",
    es: "El código de verificación ({type}) ha caducado; solicita uno nuevo",
    fr: "Le code de vérification ({type}) a expiré ; demandez-en un nouveau",
  }),
  /** Roster: the latest code of this purpose was already used once. */
  verifyCodeUsed: entry(50205, {
    "zh-Hans": "{type}验证码已使用，请重新获取",
    "zh-Hant": "{type}驗證碼已使用，請重新獲取",
    en: "{type} verification code was already used; request a new one",
    es: "El código de verificación ({type}) ya se ha usado; solicita uno nuevo",
    fr: "Le code de vérification ({type}) a déjà été utilisé ; demandez-en un nouveau",
  }),
  /** Roster: too many tries; the code is void (DESIGN §5: at most CODE_MAX_ATTEMPTS). */
  verifyCodeTooManyAttempts: entry(50206, {
    "zh-Hans": "{type}验证码错误次数过多，已失效，请重新获取",
    "zh-Hant": "{type}驗證碼錯誤次數過多，已失效，請重新獲取",
    en: "Too many tries: the {type} verification code is void; request a new one",
    es: "Demasiados intentos: el código de verificación ({type}) ya no es válido; solicita uno nuevo",
    fr: "Trop d’essais : le code de vérification ({type}) n’est plus valable ; demandez-en un nouveau",
  }),
  /** Roster: the live code of this recipient was sent for another action (e.g. register, not login). */
  verifyCodeWrongPurpose: entry(50207, {
    "zh-Hans": "{type}验证码不是为当前操作发送的，请重新获取",
    "zh-Hant": "{type}驗證碼不是為目前操作發送的，請重新獲取",
    en: "{type} verification code was sent for another action; request one for this action",
    es: "El código de verificación ({type}) se envió para otra acción; solicita uno para esta",
    fr: "Le code de vérification ({type}) a été envoyé pour une autre action ; demandez-en un pour celle-ci",
  }),
  /** Roster: the mail server refused or failed (upstream answered -1 "邮件发送失败"). */
  sendEmailCodeFailed: entry(50302, {
    "zh-Hans": "邮件发送失败",
    "zh-Hant": "郵件發送失敗",
    en: "Failed to send the e-mail",
    es: "No se pudo enviar el correo electrónico",
    fr: "Échec de l’envoi de l’e-mail",
  }),
  /** Roster: a code went to this recipient less than CODE_RESEND_SECONDS ago; `retryAfter` is in the body. */
  verifyCodeTooSoon: entry(50303, {
    "zh-Hans": "发送过于频繁，请{seconds}秒后再试",
    "zh-Hant": "發送過於頻繁，請{seconds}秒後再試",
    en: "Too soon: try again in {seconds} s",
    es: "Demasiado pronto: vuelve a intentarlo en {seconds} s",
    fr: "Trop tôt : réessayez dans {seconds} s",
  }),
  /** Roster: this mobile had SMS_DAILY_CAP codes today (UTC+8); upstream text, own code. */
  smsDailyCapReached: entry(50304, {
    "zh-Hans": "此手机号今日已超最大次数限制，请明日再试",
    "zh-Hant": "此手機號今日已超最大次數限制，請明日再試",
    en: "This mobile number has reached today's limit (days in UTC+8); try again tomorrow",
    es: "Este número de móvil ha alcanzado el límite de hoy (días en UTC+8); inténtalo mañana",
    fr: "Ce numéro de mobile a atteint la limite du jour (jours en UTC+8) ; réessayez demain",
  }),
  /** Roster: this address had EMAIL_DAILY_CAP codes today (UTC+8); upstream text, own code. */
  emailDailyCapReached: entry(50305, {
    "zh-Hans": "此邮箱今日已超最大次数限制，请明日再试",
    "zh-Hant": "此郵箱今日已超最大次數限制，請明日再試",
    en: "This e-mail address has reached today's limit (days in UTC+8); try again tomorrow",
    es: "Este correo electrónico ha alcanzado el límite de hoy (días en UTC+8); inténtalo mañana",
    fr: "Cette adresse e-mail a atteint la limite du jour (jours en UTC+8) ; réessayez demain",
  }),
  /** Roster: this IP asked for CODE_IP_DAILY_CAP codes today (UTC+8). */
  ipDailyCapReached: entry(50306, {
    "zh-Hans": "当前网络今日获取验证码次数已达上限，请明日再试",
    "zh-Hant": "目前網路今日獲取驗證碼次數已達上限，請明日再試",
    en: "Too many codes requested from this network today (UTC+8); try again tomorrow",
    es: "Se han solicitado demasiados códigos desde esta red hoy (UTC+8); inténtalo mañana",
    fr: "Trop de codes demandés depuis ce réseau aujourd’hui (UTC+8) ; réessayez demain",
  }),
  /** sendSmsCode with checkUserExist "exists": no account signs in with this mobile (`notExists: true`). */
  mobileNotRegistered: entry(-1, {
    "zh-Hans": "手机号：{mobile} 未注册",
    "zh-Hant": "手機號：{mobile} 未註冊",
    en: "Mobile {mobile} is not registered",
    es: "El móvil {mobile} no está registrado",
    fr: "Le mobile {mobile} n’est pas inscrit",
  }),
  /** sendSmsCode with checkUserExist "!exists": an account signs in with this mobile (`exists: true`). */
  mobileRegistered: entry(-1, {
    "zh-Hans": "手机号：{mobile} 已注册",
    "zh-Hant": "手機號：{mobile} 已註冊",
    en: "Mobile {mobile} is already registered",
    es: "El móvil {mobile} ya está registrado",
    fr: "Le mobile {mobile} est déjà inscrit",
  }),
  /** sendEmailCode with checkUserExist "exists": no account signs in with this e-mail (`notExists: true`). */
  emailNotRegistered: entry(-1, {
    "zh-Hans": "邮箱：{email} 未注册",
    "zh-Hant": "郵箱：{email} 未註冊",
    en: "E-mail {email} is not registered",
    es: "El correo {email} no está registrado",
    fr: "L’adresse {email} n’est pas inscrite",
  }),
  /** sendEmailCode with checkUserExist "!exists": an account signs in with this e-mail (`exists: true`). */
  emailRegistered: entry(-1, {
    "zh-Hans": "邮箱：{email} 已注册",
    "zh-Hant": "郵箱：{email} 已註冊",
    en: "E-mail {email} is already registered",
    es: "El correo {email} ya está registrado",
    fr: "L’adresse {email} est déjà inscrite",
  }),
  /** resetPasswordByMobile: a valid code, but no account has this confirmed mobile (upstream text). */
  resetMobileNotRegistered: entry(-1, {
    "zh-Hans": "手机号未注册!",
    "zh-Hant": "手機號未註冊!",
    en: "This mobile number is not registered!",
    es: "Este número de móvil no está registrado",
    fr: "Ce numéro de mobile n’est pas inscrit !",
  }),
  /** resetPasswordByEmail: a valid code, but no account has this confirmed e-mail (upstream text). */
  resetEmailNotRegistered: entry(-1, {
    "zh-Hans": "邮箱号未注册!",
    "zh-Hant": "郵箱號未註冊!",
    en: "This e-mail address is not registered!",
    es: "Este correo electrónico no está registrado",
    fr: "Cette adresse e-mail n’est pas inscrite !",
  }),

  // ---- binding -------------------------------------------------------------------------------------
  /** The mobile is confirmed on another account. */
  mobileBound: entry(60101, {
    "zh-Hans": "此账号已被绑定",
    "zh-Hant": "此帳號已被綁定",
    en: "Already bound to another account",
    es: "Ya está vinculado a otra cuenta",
    fr: "Déjà associé à un autre compte",
  }),
  /** The e-mail is confirmed on another account. */
  emailBound: entry(60201, {
    "zh-Hans": "此账号已被绑定",
    "zh-Hant": "此帳號已被綁定",
    en: "Already bound to another account",
    es: "Ya está vinculado a otra cuenta",
    fr: "Déjà associé à un autre compte",
  }),
  /** Roster: bindMobile on an account that already has a confirmed mobile; change it with bindNewMobile. */
  mobileAlreadySet: entry(60102, {
    "zh-Hans": "当前账号已绑定手机号，请使用换绑手机号",
    "zh-Hant": "目前帳號已綁定手機號，請使用換綁手機號",
    en: "This account already has a mobile number; change it instead",
    es: "Esta cuenta ya tiene un número de móvil; cámbialo en su lugar",
    fr: "Ce compte a déjà un numéro de mobile ; modifiez-le plutôt",
  }),
  /** Roster: bindEmail on an account that already has a confirmed e-mail; change it with bindNewEmail. */
  emailAlreadySet: entry(60202, {
    "zh-Hans": "当前账号已绑定邮箱，请使用换绑邮箱",
    "zh-Hant": "目前帳號已綁定郵箱，請使用換綁郵箱",
    en: "This account already has an e-mail address; change it instead",
    es: "Esta cuenta ya tiene un correo electrónico; cámbialo en su lugar",
    fr: "Ce compte a déjà une adresse e-mail ; modifiez-la plutôt",
  }),
  /** Unbinding a mobile that is not the account's. */
  unbindMobileFailed: entry(70101, {
    "zh-Hans": "解绑失败",
    "zh-Hant": "解綁失敗",
    en: "Unbind failed",
    es: "No se pudo desvincular",
    fr: "Échec de la dissociation",
  }),
  /** Unbinding an e-mail that is not the account's. */
  unbindEmailFailed: entry(70201, {
    "zh-Hans": "解绑失败",
    "zh-Hant": "解綁失敗",
    en: "Unbind failed",
    es: "No se pudo desvincular",
    fr: "Échec de la dissociation",
  }),
  /** Roster: unbinding the mobile would leave no way to sign in (no username + password, no e-mail). */
  unbindMobileLastSignIn: entry(70102, {
    "zh-Hans": "为了您的账号安全，请先设置用户名和密码或绑定邮箱后再解绑手机号！",
    "zh-Hant": "為了您的帳號安全，請先設定使用者名稱和密碼或綁定郵箱後再解綁手機號！",
    en: "For your account's safety, set a username and password or bind an e-mail before unbinding the mobile!",
    es: "Por seguridad, define un nombre de usuario y una contraseña o vincula un correo antes de desvincular el móvil",
    fr: "Pour la sécurité de votre compte, définissez un nom d’utilisateur et un mot de passe ou associez une adresse e-mail avant de dissocier le mobile !",
  }),
  /** Roster: unbinding the e-mail would leave no way to sign in (no username + password, no mobile). */
  unbindEmailLastSignIn: entry(70202, {
    "zh-Hans": "为了您的账号安全，请先设置用户名和密码或绑定手机号后再解绑邮箱！",
    "zh-Hant": "為了您的帳號安全，請先設定使用者名稱和密碼或綁定手機號後再解綁郵箱！",
    en: "For your account's safety, set a username and password or bind a mobile before unbinding the e-mail!",
    es: "Por seguridad, define un nombre de usuario y una contraseña o vincula un móvil antes de desvincular el correo",
    fr: "Pour la sécurité de votre compte, définissez un nom d’utilisateur et un mot de passe ou associez un mobile avant de dissocier l’adresse e-mail !",
  }),

  // ---- invites -------------------------------------------------------------------------------------
  /** A custom invite code is already taken. */
  inviteCodeDuplicate: entry(80401, {
    "zh-Hans": "邀请码设置失败，邀请码重复",
    "zh-Hant": "邀請碼設定失敗，邀請碼重複",
    en: "Invite code already taken",
    es: "El código de invitación ya está en uso",
    fr: "Code d’invitation déjà utilisé",
  }),
  /** No free invite code could be generated. */
  inviteCodeFailed: entry(80402, {
    "zh-Hans": "邀请码设置失败",
    "zh-Hant": "邀請碼設定失敗",
    en: "Failed to set the invite code",
    es: "No se pudo definir el código de invitación",
    fr: "Échec de la définition du code d’invitation",
  }),
  /** acceptInvite: the code matches no one, yourself, or someone you invited. */
  invalidInviteCode: entry(80501, {
    "zh-Hans": "邀请码无效",
    "zh-Hant": "邀請碼無效",
    en: "Invalid invite code",
    es: "Código de invitación no válido",
    fr: "Code d’invitation non valide",
  }),
  /** acceptInvite: the caller's account is gone. */
  inviteUserNotExist: entry(80502, {
    "zh-Hans": "用户不存在",
    "zh-Hant": "使用者不存在",
    en: "User does not exist",
    es: "El usuario no existe",
    fr: "L’utilisateur n’existe pas",
  }),
  /** acceptInvite: the caller already has an inviter. */
  inviterNotModifiable: entry(80503, {
    "zh-Hans": "邀请码不可修改",
    "zh-Hant": "邀請碼不可修改",
    en: "The inviter cannot be changed",
    es: "El invitador no se puede cambiar",
    fr: "Le parrain ne peut pas être modifié",
  }),

  // ---- system --------------------------------------------------------------------------------------
  /** A database read or write failed; the client may retry. */
  databaseError: entry(90001, {
    "zh-Hans": "数据库读写异常",
    "zh-Hant": "資料庫讀寫異常",
    en: "Database error",
    es: "Error de la base de datos",
    fr: "Erreur de la base de données",
  }),
  /** The role does not exist. */
  roleNotExist: entry(90005, {
    "zh-Hans": "角色不存在",
    "zh-Hant": "角色不存在",
    en: "Role does not exist",
    es: "El rol no existe",
    fr: "Le rôle n’existe pas",
  }),
  /** The permission does not exist. */
  permissionNotExist: entry(90006, {
    "zh-Hans": "权限不存在",
    "zh-Hant": "權限不存在",
    en: "Permission does not exist",
    es: "El permiso no existe",
    fr: "L’autorisation n’existe pas",
  }),

  // ---- admin console (Roster) -----------------------------------------------------------------------
  /** Roster: an admin route names a user that does not exist (uni-id uses 90004 for this). */
  adminUserNotExist: entry(90004, {
    "zh-Hans": "用户不存在",
    "zh-Hant": "使用者不存在",
    en: "User does not exist",
    es: "El usuario no existe",
    fr: "L’utilisateur n’existe pas",
  }),
  /** Roster: the menu does not exist. */
  menuNotExist: entry(90007, {
    "zh-Hans": "菜单不存在",
    "zh-Hant": "選單不存在",
    en: "Menu does not exist",
    es: "El menú no existe",
    fr: "Le menu n’existe pas",
  }),
  /** Roster: the app version record does not exist. */
  appVersionNotExist: entry(90008, {
    "zh-Hans": "版本不存在",
    "zh-Hant": "版本不存在",
    en: "App version does not exist",
    es: "La versión de la app no existe",
    fr: "La version de l’application n’existe pas",
  }),
  /** Roster: the page-component data does not exist. */
  componentNotExist: entry(90009, {
    "zh-Hans": "组件数据不存在",
    "zh-Hant": "元件資料不存在",
    en: "Component data does not exist",
    es: "Los datos del componente no existen",
    fr: "Les données du composant n’existent pas",
  }),
  /** Roster: revokeSession names no live session of the caller (another user's, ended, or unknown). */
  sessionNotExist: entry(90010, {
    "zh-Hans": "该设备的登录不存在或已结束",
    "zh-Hant": "該裝置的登入不存在或已結束",
    en: "This device's session does not exist or has already ended",
    es: "La sesión de este dispositivo no existe o ya ha finalizado",
    fr: "La session de cet appareil n’existe pas ou est déjà terminée",
  }),
  /** Roster: a role with this role_id exists already. */
  roleExists: entry(90101, {
    "zh-Hans": "角色ID已存在",
    "zh-Hant": "角色ID已存在",
    en: "A role with this role_id already exists",
    es: "Ya existe un rol con este role_id",
    fr: "Un rôle avec ce role_id existe déjà",
  }),
  /** Roster: a permission with this permission_id exists already. */
  permissionExists: entry(90102, {
    "zh-Hans": "权限ID已存在",
    "zh-Hant": "權限ID已存在",
    en: "A permission with this permission_id already exists",
    es: "Ya existe un permiso con este permission_id",
    fr: "Une autorisation avec ce permission_id existe déjà",
  }),
  /** Roster: a menu with this menu_id exists already. */
  menuExists: entry(90103, {
    "zh-Hans": "菜单ID已存在",
    "zh-Hant": "選單ID已存在",
    en: "A menu with this menu_id already exists",
    es: "Ya existe un menú con este menu_id",
    fr: "Un menu avec ce menu_id existe déjà",
  }),
  /** Roster: page-component data with this data_id exists already (upstream text). */
  componentExists: entry(90104, {
    "zh-Hans": "组件数据id不能重复!",
    "zh-Hant": "元件資料id不能重複!",
    en: "A component with this data_id already exists!",
    es: "Ya existe un componente con este data_id",
    fr: "Un composant avec ce data_id existe déjà !",
  }),
  /** Roster: the parent menu does not exist, or the change would make a menu its own ancestor. */
  menuParentInvalid: entry(90110, {
    "zh-Hans": "上级菜单不存在或会形成循环",
    "zh-Hant": "上級選單不存在或會形成循環",
    en: "The parent menu does not exist or would create a cycle",
    es: "El menú padre no existe o crearía un ciclo",
    fr: "Le menu parent n’existe pas ou créerait un cycle",
  }),
  /** Roster: a menu with sub-menus cannot be deleted. */
  menuHasChildren: entry(90111, {
    "zh-Hans": "请先删除或移走子菜单",
    "zh-Hant": "請先刪除或移走子選單",
    en: "Delete or move the sub-menus first",
    es: "Primero elimina o mueve los submenús",
    fr: "Supprimez ou déplacez d’abord les sous-menus",
  }),
  /** Roster: the built-in role `admin` cannot be deleted or disabled. */
  adminRoleProtected: entry(90120, {
    "zh-Hans": "超级管理员角色不可删除或禁用",
    "zh-Hant": "超級管理員角色不可刪除或停用",
    en: "The admin role cannot be deleted or disabled",
    es: "El rol de administrador no se puede eliminar ni desactivar",
    fr: "Le rôle d’administrateur ne peut être ni supprimé ni désactivé",
  }),
  /** Roster: an admin tried to disable or delete their own account, or to drop their own admin role. */
  selfProtected: entry(90121, {
    "zh-Hans": "不能禁用或删除自己的账号，也不能移除自己的管理员角色",
    "zh-Hant": "不能停用或刪除自己的帳號，也不能移除自己的管理員角色",
    en: "You cannot disable or delete your own account, or remove your own admin role",
    es: "No puedes desactivar ni eliminar tu propia cuenta, ni quitarte el rol de administrador",
    fr: "Vous ne pouvez pas désactiver ni supprimer votre propre compte, ni retirer votre propre rôle d’administrateur",
  }),
  /**
   * Roster: a permission with match_mode 2 has a url that the linear-time regular-expression engine (RE2
   * syntax) cannot compile, or that is too complex; `reason` names the problem.
   */
  permissionPatternInvalid: entry(-1, {
    "zh-Hans": "url 不是可用的正则表达式：{url}（{reason}）",
    "zh-Hant": "url 不是可用的正規表示式：{url}（{reason}）",
    en: "url is not a usable regular expression: {url} ({reason})",
    es: "url no es una expresión regular válida: {url} ({reason})",
    fr: "url n’est pas une expression régulière utilisable : {url} ({reason})",
  }),
  /**
   * Roster: a non-admin acted on an account (update, disable, password, sessions, roles, delete, codes)
   * that holds rights the caller does not hold; only admins act on admins.
   */
  targetAboveCaller: entry(90130, {
    "zh-Hans": "该账号拥有您没有的权限，只有拥有这些权限的管理员才能操作它",
    "zh-Hant": "該帳號擁有您沒有的權限，只有擁有這些權限的管理員才能操作它",
    en: "This account holds rights you do not hold: only an administrator who holds them can act on it",
    es: "Esta cuenta tiene derechos que tú no tienes: solo un administrador que los tenga puede actuar sobre ella",
    fr: "Ce compte détient des droits que vous n’avez pas : seul un administrateur qui les détient peut agir dessus",
  }),
  /**
   * Roster: a non-admin tried to grant, bind or edit a permission, role or menu whose rights it does not hold
   * itself (see the privilege rule in services/access/privilege.ts).
   */
  grantBeyondCaller: entry(90131, {
    "zh-Hans": "只能授予或修改您自己拥有的权限、角色和菜单",
    "zh-Hant": "只能授予或修改您自己擁有的權限、角色和選單",
    en: "You can only grant or change permissions, roles and menus that you hold yourself",
    es: "Solo puedes conceder o cambiar permisos, roles y menús que tú mismo tengas",
    fr: "Vous ne pouvez accorder ou modifier que des autorisations, rôles et menus que vous détenez vous-même",
  }),
  /** Roster: a non-admin tried to change its own role list, or the permissions or menus of its own roles. */
  ownRightsProtected: entry(90132, {
    "zh-Hans": "不能修改自己的角色，也不能修改自己角色的权限和菜单",
    "zh-Hant": "不能修改自己的角色，也不能修改自己角色的權限和選單",
    en: "You cannot change your own roles, or the permissions and menus of your own roles",
    es: "No puedes cambiar tus propios roles, ni los permisos y menús de tus propios roles",
    fr: "Vous ne pouvez pas modifier vos propres rôles, ni les autorisations et menus de vos propres rôles",
  }),
  /**
   * Roster: a non-admin set a code for a mobile or e-mail that belongs to no account, or to an account
   * holding rights the caller does not hold.
   */
  recipientOutOfReach: entry(90133, {
    "zh-Hans": "该手机号或邮箱不属于您可以操作的账号",
    "zh-Hant": "該手機號或信箱不屬於您可以操作的帳號",
    en: "This mobile number or e-mail address belongs to no account you may act on",
    es: "Este número de móvil o correo electrónico no pertenece a ninguna cuenta sobre la que puedas actuar",
    fr: "Ce numéro de mobile ou cette adresse e-mail n’appartient à aucun compte sur lequel vous pouvez agir",
  }),
  /** Roster: a list was asked to filter or sort by a field it does not offer (quoted as the client sent it). */
  listFieldNotAllowed: entry(-1, {
    "zh-Hans": "不支持按字段「{field}」查询或排序",
    "zh-Hant": "不支援按欄位「{field}」查詢或排序",
    en: "Cannot filter or sort by “{field}”",
    es: "No se puede filtrar ni ordenar por «{field}»",
    fr: "Impossible de filtrer ou trier par « {field} »",
  }),
  /** Roster: a list filter's value or mode does not suit its field (said by its label). */
  listFilterInvalid: entry(-1, {
    "zh-Hans": "{field}的查询条件不合法",
    "zh-Hant": "{field}的查詢條件不合法",
    en: "The filter on {field} is invalid",
    es: "El filtro de {field} no es válido",
    fr: "Le filtre sur {field} n’est pas valide",
  }),
  /** Roster: a list filter on an integer column got a fraction, or a number outside the column's type. */
  listFilterNotInteger: entry(-1, {
    "zh-Hans": "{field}的查询值必须是{min}到{max}之间的整数",
    "zh-Hant": "{field}的查詢值必須是{min}到{max}之間的整數",
    en: "The filter on {field} must be a whole number from {min} to {max}",
    es: "El filtro de {field} debe ser un número entero entre {min} y {max}",
    fr: "Le filtre sur {field} doit être un nombre entier de {min} à {max}",
  }),

  // ---- sockets (WebSocket push, client-push reference §1) -----------------------------------------
  /** An HTTP call to a socket route: its events arrive over WebSocket only (upstream text). */
  socketRouteOverHttp: entry(403, {
    "zh-Hans": "禁止访问Websocket相关函数！",
    "zh-Hant": "禁止訪問Websocket相關函數！",
    en: "Socket routes cannot be called: open them as a WebSocket",
    es: "Las rutas de socket no se pueden llamar: ábrelas como WebSocket",
    fr: "Les routes socket ne peuvent pas être appelées : ouvrez-les en WebSocket",
  }),
  /** Roster: a WebSocket was opened to a route that is called, not connected to. */
  notSocketRoute: entry(90140, {
    "zh-Hans": "【{url}】不接受 WebSocket 连接",
    "zh-Hant": "【{url}】不接受 WebSocket 連線",
    en: "【{url}】 does not accept WebSocket connections",
    es: "【{url}】 no acepta conexiones WebSocket",
    fr: "【{url}】 n’accepte pas les connexions WebSocket",
  }),
  /** Roster: a frame came before the connect frame (`{vkWebSocket: {type: "connect"}}`) was answered. */
  socketNotConnected: entry(90141, {
    "zh-Hans": "请先发送连接帧",
    "zh-Hant": "請先傳送連線幀",
    en: "Send the connect frame first",
    es: "Envía primero la trama de conexión",
    fr: "Envoyez d’abord la trame de connexion",
  }),
  /** Roster: a frame that is not JSON text, or nests deeper than the limit. */
  socketBadJson: entry(400, {
    "zh-Hans": "消息必须是 JSON 文本，嵌套不超过 {limit} 层",
    "zh-Hant": "訊息必須是 JSON 文字，巢狀不超過 {limit} 層",
    en: "A frame must be JSON text nested at most {limit} levels",
    es: "Una trama debe ser texto JSON anidado como máximo {limit} niveles",
    fr: "Une trame doit être un texte JSON imbriqué sur {limit} niveaux au plus",
  }),
  /** Roster: a JSON frame not of the form `{deviceId, data: {url, channel, uniIdToken, clientInfo, data}}`. */
  socketBadFrame: entry(400, {
    "zh-Hans": "消息格式不正确：{problem}",
    "zh-Hant": "訊息格式不正確：{problem}",
    en: "The frame is not of the expected form: {problem}",
    es: "La trama no tiene la forma esperada: {problem}",
    fr: "La trame n’a pas la forme attendue : {problem}",
  }),
  /** Roster: more frames a second than a socket may send; the extra frames were dropped. */
  socketRateLimited: entry(429, {
    "zh-Hans": "消息过于频繁（每秒最多 {limit} 条），多余的消息已丢弃",
    "zh-Hant": "訊息過於頻繁（每秒最多 {limit} 則），多餘的訊息已捨棄",
    en: "Too many frames (at most {limit} a second): the extra ones were dropped",
    es: "Demasiadas tramas (máximo {limit} por segundo): se han descartado las sobrantes",
    fr: "Trop de trames (au plus {limit} par seconde) : les trames en trop ont été ignorées",
  }),
  /** Roster: the account, or the client address, already has the most open sockets allowed. */
  socketLimitReached: entry(90142, {
    "zh-Hans": "连接数已达上限（{limit}）",
    "zh-Hant": "連線數已達上限（{limit}）",
    en: "Too many open connections (limit {limit})",
    es: "Demasiadas conexiones abiertas (límite: {limit})",
    fr: "Trop de connexions ouvertes (limite : {limit})",
  }),
  /** Roster: a browser opened a socket from an origin that is neither this site's nor in CORS_ORIGINS. */
  socketOriginRefused: entry(403, {
    "zh-Hans": "不允许来自此来源的连接",
    "zh-Hant": "不允許來自此來源的連線",
    en: "Connections from this origin are not allowed",
    es: "No se permiten conexiones desde este origen",
    fr: "Les connexions depuis cette origine ne sont pas autorisées",
  }),
  /** Roster: a frame carried the token of another sign-in than the connection's: open a new connection. */
  socketIdentityChanged: entry(90143, {
    "zh-Hans": "此连接属于另一个登录状态，请重新连接",
    "zh-Hant": "此連線屬於另一個登入狀態，請重新連線",
    en: "This connection belongs to another sign-in: connect again",
    es: "Esta conexión pertenece a otro inicio de sesión: vuelve a conectarte",
    fr: "Cette connexion appartient à une autre session : reconnectez-vous",
  }),
  /** Roster: the socket route takes no messages from clients, it only pushes. */
  socketMessagesRefused: entry(90144, {
    "zh-Hans": "此连接只接收推送，不接受消息",
    "zh-Hant": "此連線只接收推送，不接受訊息",
    en: "This connection only receives pushes: it takes no messages",
    es: "Esta conexión solo recibe notificaciones: no acepta mensajes",
    fr: "Cette connexion reçoit uniquement des notifications : elle n’accepte aucun message",
  }),
  /** Roster: a push to a channel reaches anyone on it, so only admins may send one. */
  pushChannelAdminOnly: entry(90145, {
    "zh-Hans": "只有超级管理员可以向频道推送",
    "zh-Hant": "只有超級管理員可以向頻道推送",
    en: "Only admins may push to a channel",
    es: "Solo los administradores pueden enviar a un canal",
    fr: "Seuls les administrateurs peuvent envoyer des notifications sur un canal",
  }),
  /** Roster: a push named a session that does not exist. */
  pushSessionNotExist: entry(90146, {
    "zh-Hans": "登录会话不存在",
    "zh-Hant": "登入工作階段不存在",
    en: "No such session",
    es: "No existe esa sesión",
    fr: "Session introuvable",
  }),

  // ---- files (issue 10) ---------------------------------------------------------------------------
  /** Roster: the file is bigger than UPLOAD_MAX_BYTES (`{limit}` said in MiB). */
  fileTooLarge: entry(91000, {
    "zh-Hans": "文件过大（上限 {limit}）",
    "zh-Hant": "檔案過大（上限 {limit}）",
    en: "The file is too large (limit {limit})",
    es: "El archivo es demasiado grande (límite: {limit})",
    fr: "Le fichier est trop volumineux (limite : {limit})",
  }),
  /** Roster: the file's type (by extension or by its bytes) is not in UPLOAD_ALLOWED_TYPES. */
  fileTypeNotAllowed: entry(91001, {
    "zh-Hans": "不允许上传此类型的文件（{type}）",
    "zh-Hant": "不允許上傳此類型的檔案（{type}）",
    en: "Files of this type may not be uploaded ({type})",
    es: "No se pueden subir archivos de este tipo ({type})",
    fr: "Les fichiers de ce type ne peuvent pas être envoyés ({type})",
  }),
  /** Roster: the file name's extension has 5 characters or more (seed: under 5). */
  fileExtensionTooLong: entry(91002, {
    "zh-Hans": "文件扩展名必须少于5个字符",
    "zh-Hant": "檔案副檔名必須少於5個字元",
    en: "The file extension must be shorter than 5 characters",
    es: "La extensión del archivo debe tener menos de 5 caracteres",
    fr: "L’extension du fichier doit faire moins de 5 caractères",
  }),
  /** A cloudPath with `://`, a backslash, a `..` segment or a control character (the cloud SDK's text). */
  cloudPathInvalid: entry(91003, {
    "zh-Hans": "cloudPath不合法",
    "zh-Hant": "cloudPath不合法",
    en: "cloudPath is invalid",
    es: "cloudPath no es válido",
    fr: "cloudPath n’est pas valide",
  }),
  /** Roster: the upload would take the caller past UPLOAD_QUOTA_BYTES (uploads not yet reported count). */
  uploadQuotaExceeded: entry(91004, {
    "zh-Hans": "存储空间不足（上限 {limit}）",
    "zh-Hant": "儲存空間不足（上限 {limit}）",
    en: "Storage quota exceeded (limit {limit})",
    es: "Cuota de almacenamiento superada (límite: {limit})",
    fr: "Quota de stockage dépassé (limite : {limit})",
  }),
  /** Roster: no such file, or not the caller's (both look the same). */
  fileNotExist: entry(91005, {
    "zh-Hans": "文件不存在",
    "zh-Hant": "檔案不存在",
    en: "No such file",
    es: "No existe ese archivo",
    fr: "Fichier introuvable",
  }),
  /** Roster: reportUpload before the object arrived in storage, or after its target expired and was swept. */
  uploadNotReceived: entry(91006, {
    "zh-Hans": "未收到上传的文件",
    "zh-Hant": "未收到上傳的檔案",
    en: "The uploaded file was not received",
    es: "No se ha recibido el archivo subido",
    fr: "Le fichier envoyé n’a pas été reçu",
  }),
  /** Roster: the stored object differs from what was signed (size, key or type); it was deleted. */
  uploadMismatch: entry(91007, {
    "zh-Hans": "上传的文件与签名不符，已删除",
    "zh-Hant": "上傳的檔案與簽名不符，已刪除",
    en: "The uploaded file does not match its signature and was deleted",
    es: "El archivo subido no coincide con su firma y se ha eliminado",
    fr: "Le fichier envoyé ne correspond pas à sa signature et a été supprimé",
  }),
  /** Roster: the bytes are not of the type the name says (e.g. a program named .png); it was deleted. */
  fileContentMismatch: entry(91008, {
    "zh-Hans": "文件内容与类型不符，已删除",
    "zh-Hant": "檔案內容與類型不符，已刪除",
    en: "The file's content does not match its type and was deleted",
    es: "El contenido del archivo no coincide con su tipo y se ha eliminado",
    fr: "Le contenu du fichier ne correspond pas à son type et a été supprimé",
  }),
  /** Roster: the upload was already reported, or (Roster's own target, HTTP 409) its object already uploaded. */
  uploadAlreadyReported: entry(91009, {
    "zh-Hans": "该文件已上传",
    "zh-Hant": "該檔案已上傳",
    en: "This file was already uploaded",
    es: "Este archivo ya se había subido",
    fr: "Ce fichier a déjà été envoyé",
  }),
  /** Roster: setAvatar with a file that is not a readable image. */
  avatarNotImage: entry(91010, {
    "zh-Hans": "头像必须是图片",
    "zh-Hant": "頭像必須是圖片",
    en: "The avatar must be an image",
    es: "La foto de perfil debe ser una imagen",
    fr: "L’avatar doit être une image",
  }),
  /** Roster: the storage service failed or could not be reached. */
  storageUnavailable: entry(91011, {
    "zh-Hans": "文件存储暂不可用，请稍后再试",
    "zh-Hant": "檔案儲存暫不可用，請稍後再試",
    en: "File storage is unavailable, please try later",
    es: "El almacenamiento de archivos no está disponible, inténtalo más tarde",
    fr: "Le stockage de fichiers est indisponible, réessayez plus tard",
  }),
  /** Roster: an upload to Roster's own target with a bad or tampered policy or signature (HTTP 403). */
  uploadPolicyInvalid: entry(91012, {
    "zh-Hans": "上传签名无效",
    "zh-Hant": "上傳簽名無效",
    en: "The upload signature is invalid",
    es: "La firma de subida no es válida",
    fr: "La signature d’envoi n’est pas valide",
  }),
  /** Roster: an upload to Roster's own target after its 60 s (HTTP 403). */
  uploadTargetExpired: entry(91013, {
    "zh-Hans": "上传地址已过期",
    "zh-Hant": "上傳位址已過期",
    en: "The upload target has expired",
    es: "El destino de la subida ha caducado",
    fr: "La cible d’envoi a expiré",
  }),
  /** Roster: a download link that is malformed, tampered or expired (HTTP 403). */
  downloadLinkInvalid: entry(91014, {
    "zh-Hans": "下载链接无效或已过期",
    "zh-Hant": "下載連結無效或已過期",
    en: "The download link is invalid or has expired",
    es: "El enlace de descarga no es válido o ha caducado",
    fr: "Le lien de téléchargement n’est pas valide ou a expiré",
  }),
  /** Roster: a malformed multipart upload (no file part, fields after the file, unknown fields; HTTP 400). */
  uploadMalformed: entry(91015, {
    "zh-Hans": "上传请求格式错误",
    "zh-Hant": "上傳請求格式錯誤",
    en: "The upload request is malformed",
    es: "La solicitud de subida está mal formada",
    fr: "La requête d’envoi est mal formée",
  }),
  /** getUploadFileOptionsForExtStorage: an empty cloudPath (upstream text, code -1). */
  extCloudPathRequired: entry(-1, {
    "zh-Hans": "cloudPath不能为空",
    "zh-Hant": "cloudPath不能為空",
    en: "cloudPath is required",
    es: "cloudPath es obligatorio",
    fr: "cloudPath est obligatoire",
  }),
  /** getUploadFileOptionsForExtStorage: a cloudPath outside `public/` (upstream text, code -1). */
  extCloudPathNotPublic: entry(-1, {
    "zh-Hans": "仅能上传到public目录",
    "zh-Hant": "僅能上傳到public目錄",
    en: "Uploads may only go under the public folder",
    es: "Solo se puede subir a la carpeta pública",
    fr: "Les envois ne sont autorisés que dans le dossier public",
  }),

  // ---- app versions (checkVersion) ----------------------------------------------------------------
  /** checkVersion: no published version for this appid and platform. */
  noAppVersion: entry(-101, {
    "zh-Hans": "暂无更新或检查appid是否填写正确",
    "zh-Hant": "暫無更新或檢查appid是否填寫正確",
    en: "No update available, or check that the appid is correct",
    es: "No hay actualizaciones disponibles, o comprueba que el appid sea correcto",
    fr: "Aucune mise à jour disponible, ou vérifiez que l’appid est correct",
  }),
  /** checkVersion: a parameter is missing. */
  versionParamRequired: entry(-102, {
    "zh-Hans": "参数 {name} 不能为空",
    "zh-Hant": "參數 {name} 不能為空",
    en: "Parameter {name} is required",
    es: "El parámetro {name} es obligatorio",
    fr: "Le paramètre {name} est obligatoire",
  }),

  // ---- crypto --------------------------------------------------------------------------------------
  /** An encryption mode other than aes-256-ecb and aes-256-cbc was asked for. */
  cipherNotSupported: entry(-1, {
    "zh-Hans": "不支持的加密方式：{mode}",
    "zh-Hant": "不支援的加密方式：{mode}",
    en: "Encryption mode {mode} is not supported",
    es: "El modo de cifrado {mode} no es compatible",
    fr: "Le mode de chiffrement {mode} n’est pas pris en charge",
  }),

  // ---- social sign-in (issue 11; social-errors.ts) ------------------------------------------------
  ...SOCIAL_ERRORS,
  // ---- the Alipay, Huawei, Apple and univerify protocols (social-protocol-errors.ts) ---------------
  ...SOCIAL_PROTOCOL_ERRORS,
  // ---- social sign-in hardening (issue 27; social-hardening-errors.ts) ------------------------------
  ...SOCIAL_HARDENING_ERRORS,
  // ---- clientDB (issue 13; client-db-errors.ts) -----------------------------------------------------
  ...CLIENT_DB_ERRORS,
  // ---- open-API demo routes (template/openapi; openapi-errors.ts) -----------------------------------
  ...OPENAPI_ERRORS,
  // ---- account deletion (issue 15; account-deletion-errors.ts) --------------------------------------
  ...ACCOUNT_DELETION_ERRORS,
  // ---- lucky draw (issue 14; lucky-draw-errors.ts) --------------------------------------------------
  ...LUCKY_DRAW_ERRORS,
  // ---- data-access demo (template/db_api; db-test-errors.ts) ----------------------------------------
  ...DB_TEST_ERRORS,
  // ---- call budgets of routes that cost money or quota (issue 27; budget-errors.ts) ----------------
  ...BUDGET_ERRORS,
  // ---- anonymous uploads (issue 27; upload-errors.ts) -----------------------------------------------
  ...UPLOAD_ERRORS,
  // ---- the CloudBase gateway's own refusals (issue 28; tcb-errors.ts) -------------------------------
  ...TCB_ERRORS,
  // ---- the uni-cloud client gateway's own refusals (issue 28; client-gateway-errors.ts) -------------
  ...CLIENT_GATEWAY_ERRORS,
  // ---- second factors and re-authentication (issue 29; second-factor-errors.ts) ---------------------
  ...SECOND_FACTOR_ERRORS,
  // ---- OCR and identity documents (issue 10) -------------------------------------------------------
  /** Roster: no OCR provider is configured (BAIDU_OCR_API_KEY and BAIDU_OCR_SECRET_KEY are unset). */
  ocrNotConfigured: entry(91100, {
    "zh-Hans": "服务器未配置证件识别（OCR）服务",
    "zh-Hant": "伺服器未設定證件辨識（OCR）服務",
    en: "Document recognition (OCR) is not configured on this server",
    es: "El reconocimiento de documentos (OCR) no está configurado en este servidor",
    fr: "La reconnaissance de documents (OCR) n’est pas configurée sur ce serveur",
  }),
  /** Roster: the OCR account's daily quota is used up (Baidu error 17). */
  ocrDailyLimit: entry(91101, {
    "zh-Hans": "证件识别服务今日调用次数已用完，请明天再试",
    "zh-Hant": "證件辨識服務今日呼叫次數已用完，請明天再試",
    en: "The document recognition service has used up today's quota; please try again tomorrow",
    es: "El servicio de reconocimiento de documentos ha agotado la cuota de hoy; inténtalo mañana",
    fr: "Le service de reconnaissance de documents a épuisé son quota du jour ; réessayez demain",
  }),
  /** Roster: too many OCR calls a second for the OCR account (Baidu error 18). */
  ocrQpsLimit: entry(91102, {
    "zh-Hans": "证件识别服务繁忙，请稍后再试",
    "zh-Hant": "證件辨識服務繁忙，請稍後再試",
    en: "The document recognition service is busy; please try again in a moment",
    es: "El servicio de reconocimiento de documentos está ocupado; inténtalo de nuevo en un momento",
    fr: "Le service de reconnaissance de documents est occupé ; réessayez dans un instant",
  }),
  /** Roster: the OCR account's total quota is used up (Baidu error 19). */
  ocrTotalLimit: entry(91103, {
    "zh-Hans": "证件识别服务的调用额度已用完，请联系管理员",
    "zh-Hant": "證件辨識服務的呼叫額度已用完，請聯絡管理員",
    en: "The document recognition service's quota is used up; please contact the administrator",
    es: "Se ha agotado la cuota del servicio de reconocimiento de documentos; contacta con el administrador",
    fr: "Le quota du service de reconnaissance de documents est épuisé ; contactez l’administrateur",
  }),
  /** Roster: the image is empty, not base64, or not a JPEG, PNG or BMP (also Baidu 216200, 216201). */
  ocrImageInvalid: entry(91104, {
    "zh-Hans": "图片无效，请上传 JPG、PNG 或 BMP 格式的照片",
    "zh-Hant": "圖片無效，請上傳 JPG、PNG 或 BMP 格式的照片",
    en: "The image is not valid; please send a JPG, PNG or BMP photo",
    es: "La imagen no es válida; envía una foto JPG, PNG o BMP",
    fr: "L’image n’est pas valide ; envoyez une photo JPG, PNG ou BMP",
  }),
  /** Roster: the image is larger than `{limit}` or its size is refused by the provider (Baidu 216202). */
  ocrImageTooLarge: entry(91105, {
    "zh-Hans": "图片过大或尺寸不符（上限 {limit}），请压缩后重试",
    "zh-Hant": "圖片過大或尺寸不符（上限 {limit}），請壓縮後重試",
    en: "The image is too large or its size is not accepted (limit {limit}); please shrink it and try again",
    es: "La imagen es demasiado grande o su tamaño no se admite (límite: {limit}); redúcela e inténtalo de nuevo",
    fr: "L’image est trop volumineuse ou sa taille n’est pas acceptée (limite : {limit}) ; réduisez-la et réessayez",
  }),
  /** Roster: no document could be read from the image (Baidu 216633, or an image_status other than normal). */
  ocrNotRecognized: entry(91106, {
    "zh-Hans": "未能从图片中识别出证件，请拍摄清晰、完整的证件正面照片",
    "zh-Hant": "未能從圖片中辨識出證件，請拍攝清晰、完整的證件正面照片",
    en: "No document could be read from the image; please take a sharp photo of the whole document",
    es: "No se ha podido leer ningún documento en la imagen; haz una foto nítida del documento completo",
    fr: "Aucun document n’a pu être lu sur l’image ; prenez une photo nette du document entier",
  }),
  /** Roster: the OCR provider refused the server's credentials or permission (invalid_client, error 6). */
  ocrRejected: entry(91107, {
    "zh-Hans": "证件识别服务拒绝了服务器的账号或权限，请联系管理员",
    "zh-Hant": "證件辨識服務拒絕了伺服器的帳號或權限，請聯絡管理員",
    en: "The document recognition service refused the server's account or permission; please contact the administrator",
    es: "El servicio de reconocimiento de documentos ha rechazado la cuenta o los permisos del servidor; contacta con el administrador",
    fr: "Le service de reconnaissance de documents a refusé le compte ou les droits du serveur ; contactez l’administrateur",
  }),
  /** Roster: the OCR provider did not answer in time, or answered something that is not its protocol. */
  ocrUnavailable: entry(91108, {
    "zh-Hans": "证件识别服务暂时不可用，请稍后再试",
    "zh-Hant": "證件辨識服務暫時無法使用，請稍後再試",
    en: "The document recognition service is unavailable at the moment; please try again later",
    es: "El servicio de reconocimiento de documentos no está disponible ahora; inténtalo más tarde",
    fr: "Le service de reconnaissance de documents est indisponible pour le moment ; réessayez plus tard",
  }),
  /** Roster: the OCR provider failed with another error; `{code}` is its own error code. */
  ocrFailed: entry(91109, {
    "zh-Hans": "证件识别失败（错误 {code}），请换一张照片再试",
    "zh-Hant": "證件辨識失敗（錯誤 {code}），請換一張照片再試",
    en: "Document recognition failed (error {code}); please try another photo",
    es: "El reconocimiento del documento ha fallado (error {code}); prueba con otra foto",
    fr: "La reconnaissance du document a échoué (erreur {code}) ; essayez une autre photo",
  }),
  /** Roster: an ID number whose form or check digit is wrong (GB 11643). */
  idNumberInvalid: entry(91110, {
    "zh-Hans": "身份证号码无效，请核对后再保存",
    "zh-Hant": "身分證號碼無效，請核對後再儲存",
    en: "The ID number is not valid; please check it before saving",
    es: "El número de documento no es válido; revísalo antes de guardar",
    fr: "Le numéro de pièce d’identité n’est pas valide ; vérifiez-le avant d’enregistrer",
  }),
  /**
   * Roster: a saved identity document cannot be decrypted (the encryption key changed: DATA_ENCRYPTION_KEY or,
   * without it, TOKEN_SECRET); save it again.
   */
  identityDocumentUnreadable: entry(91111, {
    "zh-Hans": "已保存的证件信息无法读取，请重新识别并保存",
    "zh-Hant": "已儲存的證件資訊無法讀取，請重新辨識並儲存",
    en: "The saved document cannot be read; please recognise and save it again",
    es: "No se puede leer el documento guardado; vuelve a reconocerlo y guardarlo",
    fr: "Le document enregistré est illisible ; reconnaissez-le et enregistrez-le à nouveau",
  }),
} as const satisfies Record<string, ErrorEntry>;

/** The name of a catalogue entry. */
export type ErrorName = keyof typeof ERRORS;
