import type { Texts } from "../i18n/texts.js";

/** An entry answered on the CloudBase gateway with the SDK's own code string (`wire`), never a number. */
const entry = (code: number, wire: string, messages: Texts) => ({ code, wire, messages });

/**
 * Roster's errors of the CloudBase gateway (`/tcb`, 92200-92299): the refusals tcb-js-sdk knows by their
 * code strings. `wire` is the `code` the gateway answers (the SDK throws `[code] message`); several entries
 * share one wire code where the SDK has one code for several causes. Spread into ERRORS (catalogue.ts).
 */
export const TCB_ERRORS = {
  /** Roster: the body is not a JSON object with an action. */
  tcbBadBody: entry(92200, "INVALID_PARAM", {
    "zh-Hans": "请求体必须是带有 action 的 JSON 对象",
    "zh-Hant": "請求體必須是帶有 action 的 JSON 物件",
    en: "the body must be a JSON object with an action",
    es: "el cuerpo debe ser un objeto JSON con una acción (action)",
    fr: "le corps doit être un objet JSON avec une action",
  }),
  /** Roster: a field of the action's input fails its contract; `{message}` names the field and the rule. */
  tcbInvalidParam: entry(92201, "INVALID_PARAM", {
    "zh-Hans": "{message}",
    "zh-Hant": "{message}",
    en: "{message}",
    es: "{message}",
    fr: "{message}",
  }),
  /** Roster: a field is of the right type but not a value the action takes (`{field}`). */
  tcbFieldInvalid: entry(92202, "INVALID_PARAM", {
    "zh-Hans": "{field} 无效",
    "zh-Hant": "{field} 無效",
    en: "{field} is invalid",
    es: "{field} no es válido",
    fr: "{field} n’est pas valide",
  }),
  /** Roster: `request_data` of functions.invokeFunction is not the JSON text of an object. */
  tcbRequestDataInvalid: entry(92203, "INVALID_PARAM", {
    "zh-Hans": "request_data 必须是 JSON 对象的文本",
    "zh-Hant": "request_data 必須是 JSON 物件的文字",
    en: "request_data must be the JSON text of an object",
    es: "request_data debe ser el texto JSON de un objeto",
    fr: "request_data doit être le texte JSON d’un objet",
  }),
  /** Roster: the env of the call (query or body) is not this server's TCB_ENV_ID. */
  tcbInvalidEnv: entry(92204, "INVALID_ENV", {
    "zh-Hans": "未知的环境",
    "zh-Hant": "未知的環境",
    en: "unknown env",
    es: "entorno desconocido",
    fr: "environnement inconnu",
  }),
  /** Roster: an action this server does not run (the SDK has more than the gateway serves). */
  tcbInvalidAction: entry(92205, "INVALID_ACTION", {
    "zh-Hans": "此服务器不支持该操作",
    "zh-Hant": "此伺服器不支援該操作",
    en: "this action is not supported by this server",
    es: "este servidor no admite esta acción",
    fr: "ce serveur ne prend pas en charge cette action",
  }),
  /** Roster: too many calls from this IP (HTTP 429 with Retry-After). */
  tcbRateLimited: entry(92206, "RATE_LIMITED", {
    "zh-Hans": "调用过于频繁，请稍后再试",
    "zh-Hant": "呼叫過於頻繁，請稍後再試",
    en: "Too many calls, try again later",
    es: "Demasiadas llamadas, inténtalo más tarde",
    fr: "Trop d’appels, réessayez plus tard",
  }),
  /** Roster: the access token is expired, forged or of an ended session. */
  tcbAccessTokenExpired: entry(92207, "ACCESS_TOKEN_EXPIRED", {
    "zh-Hans": "access token 已过期或无效",
    "zh-Hant": "access token 已過期或無效",
    en: "access token expired or invalid",
    es: "el token de acceso ha caducado o no es válido",
    fr: "jeton d’accès expiré ou non valide",
  }),
  /** Roster: the refresh token is unknown, given up, or its session was revoked. */
  tcbInvalidRefreshToken: entry(92208, "INVALID_REFRESH_TOKEN", {
    "zh-Hans": "refresh token 无效",
    "zh-Hant": "refresh token 無效",
    en: "refresh token invalid",
    es: "el token de actualización no es válido",
    fr: "jeton de rafraîchissement non valide",
  }),
  /** Roster: the session behind the refresh token expired: sign in again. */
  tcbRefreshTokenExpired: entry(92209, "REFRESH_TOKEN_EXPIRED", {
    "zh-Hans": "登录已过期，请重新登录",
    "zh-Hant": "登入已過期，請重新登入",
    en: "the sign-in expired; sign in again",
    es: "la sesión ha caducado; vuelve a iniciar sesión",
    fr: "la connexion a expiré ; reconnectez-vous",
  }),
  /** Roster: the action needs a signed-in account (an anonymous visitor has none). */
  tcbAccountRequired: entry(92210, "PERMISSION_DENIED", {
    "zh-Hans": "请先使用账号登录",
    "zh-Hant": "請先使用帳號登入",
    en: "sign in with an account first",
    es: "inicia sesión con una cuenta primero",
    fr: "connectez-vous d’abord avec un compte",
  }),
  /** Roster: the action needs a caller, signed in or anonymous. */
  tcbSignInRequired: entry(92211, "PERMISSION_DENIED", {
    "zh-Hans": "请先登录",
    "zh-Hant": "請先登入",
    en: "sign in first",
    es: "inicia sesión primero",
    fr: "connectez-vous d’abord",
  }),
  /** Roster: a loginType of auth.signIn other than EMAIL and USERNAME. */
  tcbLoginTypeUnsupported: entry(92212, "OPERATION_FAIL", {
    "zh-Hans": "此服务器不支持该登录方式（loginType）",
    "zh-Hant": "此伺服器不支援該登入方式（loginType）",
    en: "this loginType is not supported by this server",
    es: "este servidor no admite este tipo de inicio de sesión (loginType)",
    fr: "ce serveur ne prend pas en charge ce type de connexion (loginType)",
  }),
  /** Roster: custom tickets are off (TCB_TICKET_SECRET is unset). */
  tcbTicketsDisabled: entry(92213, "OPERATION_FAIL", {
    "zh-Hans": "未启用自定义登录票据（TCB_TICKET_SECRET）",
    "zh-Hant": "未啟用自訂登入票據（TCB_TICKET_SECRET）",
    en: "custom tickets are not enabled (TCB_TICKET_SECRET)",
    es: "los tickets personalizados no están activados (TCB_TICKET_SECRET)",
    fr: "les tickets personnalisés ne sont pas activés (TCB_TICKET_SECRET)",
  }),
  /** Roster: auth.unlink of a platform other than CUSTOM (the others are Roster's own bind routes). */
  tcbUnlinkPlatformUnsupported: entry(92214, "OPERATION_FAIL", {
    "zh-Hans": "此处只能解除 CUSTOM 平台的关联",
    "zh-Hant": "此處只能解除 CUSTOM 平台的關聯",
    en: "only the CUSTOM platform can be unlinked here",
    es: "aquí solo se puede desvincular la plataforma CUSTOM",
    fr: "seule la plateforme CUSTOM peut être dissociée ici",
  }),
  /** Roster: unlinking the custom user would leave the account no way to sign in. */
  tcbUnlinkLastSignIn: entry(92215, "OPERATION_FAIL", {
    "zh-Hans": "解除后该账号将无法登录",
    "zh-Hant": "解除後該帳號將無法登入",
    en: "the account would have no way to sign in",
    es: "la cuenta se quedaría sin forma de iniciar sesión",
    fr: "le compte n’aurait plus aucun moyen de se connecter",
  }),
  /** Roster: the custom ticket is malformed, expired, of another env or signed with another secret. */
  tcbInvalidTicket: entry(92216, "INVALID_TICKET", {
    "zh-Hans": "票据无效或已过期",
    "zh-Hant": "票據無效或已過期",
    en: "ticket is invalid or expired",
    es: "el ticket no es válido o ha caducado",
    fr: "le ticket n’est pas valide ou a expiré",
  }),
  /** Roster: only an anonymous visitor (its own refresh token and uuid) can become a ticket's account. */
  tcbNotAnonymous: entry(92217, "INVALID_OPERATION", {
    "zh-Hans": "只有匿名访客可以转为正式账号",
    "zh-Hant": "只有匿名訪客可以轉為正式帳號",
    en: "only an anonymous visitor can be converted",
    es: "solo un visitante anónimo puede convertirse",
    fr: "seul un visiteur anonyme peut être converti",
  }),
  /** Roster: the custom user is linked to another account. */
  tcbCustomUserLinked: entry(92218, "LINK_CONFLICT", {
    "zh-Hans": "该自定义用户已关联其他账号",
    "zh-Hant": "該自訂使用者已關聯其他帳號",
    en: "this custom user is linked to another account",
    es: "este usuario personalizado está vinculado a otra cuenta",
    fr: "cet utilisateur personnalisé est lié à un autre compte",
  }),
  /** Roster: the account is already linked to a (different) custom user. */
  tcbAccountLinked: entry(92219, "LINK_CONFLICT", {
    "zh-Hans": "该账号已关联自定义用户",
    "zh-Hant": "該帳號已關聯自訂使用者",
    en: "this account is already linked to a custom user",
    es: "esta cuenta ya está vinculada a un usuario personalizado",
    fr: "ce compte est déjà lié à un utilisateur personnalisé",
  }),
  /** Roster: no sign-up or address change waits for activation at this address. */
  tcbNothingToActivate: entry(92220, "INVALID_TOKEN", {
    "zh-Hans": "没有等待激活的请求",
    "zh-Hant": "沒有等待啟用的請求",
    en: "nothing waits for activation",
    es: "no hay nada pendiente de activación",
    fr: "rien n’attend d’activation",
  }),
  /** Roster: functions.invokeFunction names a function the gateways do not have (`{name}`). */
  tcbFunctionNotFound: entry(92221, "FUNCTIONS_EXECUTE_FAIL", {
    "zh-Hans": "[ResourceNotFound.Function] 未找到函数 {name}",
    "zh-Hant": "[ResourceNotFound.Function] 找不到函數 {name}",
    en: "[ResourceNotFound.Function] function {name} not found",
    es: "[ResourceNotFound.Function] no se encuentra la función {name}",
    fr: "[ResourceNotFound.Function] fonction {name} introuvable",
  }),
  /** Roster: an upload to /tcb/upload for a target that does not wait (unknown, someone else's, done). */
  tcbNoSuchUpload: entry(92222, "STORAGE_FILE_NONEXIST", {
    "zh-Hans": "没有这个上传",
    "zh-Hant": "沒有這個上傳",
    en: "no such upload",
    es: "no existe esa subida",
    fr: "aucun envoi de ce type",
  }),
  /** Roster: the upload form's signature is invalid or expired (HTTP 403). */
  tcbUploadSignatureInvalid: entry(92223, "SIGN_PARAM_INVALID", {
    "zh-Hans": "上传签名无效或已过期",
    "zh-Hant": "上傳簽名無效或已過期",
    en: "the upload signature is invalid or expired",
    es: "la firma de la subida no es válida o ha caducado",
    fr: "la signature de l’envoi n’est pas valide ou a expiré",
  }),
  /** Roster: the upload is not a well-formed COS form (`{detail}` says how; HTTP 400). */
  tcbUploadFormInvalid: entry(92224, "INVALID_PARAM", {
    "zh-Hans": "上传表单格式错误：{detail}",
    "zh-Hant": "上傳表單格式錯誤：{detail}",
    en: "{detail}",
    es: "formulario de subida mal formado: {detail}",
    fr: "formulaire d’envoi mal formé : {detail}",
  }),
};
