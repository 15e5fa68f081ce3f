import type { Texts } from "../i18n/texts.js";

/**
 * An entry answered on the uni-cloud gateway with the SDK's own code string (`wire`) and the HTTP status
 * that gateway has always answered it with (`status`).
 */
const entry = (code: number, wire: string, status: number, messages: Texts) => ({
  code,
  wire,
  status,
  messages,
});

/**
 * Roster's errors of the uni-cloud client gateway (`POST /client`, 92300-92399): the refusals the
 * uni-cloud client SDK (providers `aliyun` and `private`) knows by their code strings. `wire` is the
 * `error.code` of the SDK's envelope `{success: false, error: {code, message}}`; several entries share one
 * wire code where the SDK has one code for several causes. Spread into ERRORS (catalogue.ts).
 */
export const CLIENT_GATEWAY_ERRORS = {
  /** Roster: a field of the method's params fails its contract; `{message}` names the field and the rule. */
  clientInvalidParam: entry(92300, "INVALID_PARAM", 400, {
    "zh-Hans": "{message}",
    "zh-Hant": "{message}",
    en: "{message}",
    es: "{message}",
    fr: "{message}",
  }),
  /** Roster: the body of the call is empty. */
  clientBodyEmpty: entry(92301, "INVALID_PARAM", 400, {
    "zh-Hans": "请求体为空",
    "zh-Hant": "請求體為空",
    en: "the body is empty",
    es: "el cuerpo está vacío",
    fr: "le corps est vide",
  }),
  /** Roster: the body (or its `params`) is not valid JSON, or cannot be read. */
  clientBodyUnreadable: entry(92302, "INVALID_PARAM", 400, {
    "zh-Hans": "请求体不是有效的 JSON",
    "zh-Hant": "請求體不是有效的 JSON",
    en: "the body is not valid JSON",
    es: "el cuerpo no es JSON válido",
    fr: "le corps n’est pas du JSON valide",
  }),
  /** Roster: the body (or its `params`) nests deeper than the gateway reads. */
  clientJsonTooDeep: entry(92303, "INVALID_PARAM", 400, {
    "zh-Hans": "JSON 嵌套过深",
    "zh-Hant": "JSON 巢狀過深",
    en: "JSON nests too deep",
    es: "el JSON está anidado a demasiada profundidad",
    fr: "le JSON est imbriqué trop profondément",
  }),
  /** Roster: the body is not a JSON object, or its `params` is not the JSON text of an object. */
  clientNotAnObject: entry(92304, "INVALID_PARAM", 400, {
    "zh-Hans": "{field} 必须是 JSON 对象",
    "zh-Hant": "{field} 必須是 JSON 物件",
    en: "{field} must be a JSON object",
    es: "{field} debe ser un objeto JSON",
    fr: "{field} doit être un objet JSON",
  }),
  /** Roster: a field of the signed envelope (`{field}`: method, spaceId, timestamp, params, token...) is malformed. */
  clientEnvelopeInvalid: entry(92305, "INVALID_PARAM", 400, {
    "zh-Hans": "字段 {field} 缺失或格式错误",
    "zh-Hant": "欄位 {field} 缺失或格式錯誤",
    en: "field {field} is missing or malformed",
    es: "el campo {field} falta o tiene un formato incorrecto",
    fr: "le champ {field} est absent ou mal formé",
  }),
  /** Roster: the signature (`x-serverless-sign`) is not the HMAC of the call under the client secret. */
  clientInvalidSign: entry(92306, "GATEWAY_INVALID_SIGN", 403, {
    "zh-Hans": "签名（x-serverless-sign）不匹配",
    "zh-Hant": "簽章（x-serverless-sign）不相符",
    en: "the signature (x-serverless-sign) does not match",
    es: "la firma (x-serverless-sign) no coincide",
    fr: "la signature (x-serverless-sign) ne correspond pas",
  }),
  /** Roster: the call's timestamp is out of the signing window around the server's clock. */
  clientInvalidTimestamp: entry(92307, "GATEWAY_INVALID_TIMESTAMP", 403, {
    "zh-Hans": "时间戳与服务器时间相差过大",
    "zh-Hant": "時間戳與伺服器時間相差過大",
    en: "the timestamp is too far from the server's clock",
    es: "la marca de tiempo está demasiado lejos del reloj del servidor",
    fr: "l’horodatage est trop éloigné de l’horloge du serveur",
  }),
  /** Roster: a signed call that changes state was already received within its window. */
  clientReplayed: entry(92308, "GATEWAY_REPLAYED_REQUEST", 403, {
    "zh-Hans": "该签名请求已被接收过",
    "zh-Hant": "該簽章請求已被接收過",
    en: "this signed request was already received",
    es: "esta solicitud firmada ya se recibió",
    fr: "cette requête signée a déjà été reçue",
  }),
  /** Roster: the call's spaceId is not this server's CLOUD_SPACE_ID. */
  clientInvalidSpace: entry(92309, "GATEWAY_INVALID_SPACE", 403, {
    "zh-Hans": "未知的 spaceId",
    "zh-Hant": "未知的 spaceId",
    en: "unknown spaceId",
    es: "spaceId desconocido",
    fr: "spaceId inconnu",
  }),
  /** Roster: the aliyun access token is missing, invalid or expired (the SDK re-authorizes and retries). */
  clientInvalidToken: entry(92310, "GATEWAY_INVALID_TOKEN", 401, {
    "zh-Hans": "访问令牌缺失、无效或已过期",
    "zh-Hant": "存取權杖缺失、無效或已過期",
    en: "the access token is missing, invalid or expired",
    es: "el token de acceso falta, no es válido o ha caducado",
    fr: "le jeton d’accès est absent, invalide ou expiré",
  }),
  /** Roster: a method this gateway does not run. */
  clientInvalidMethod: entry(92311, "GATEWAY_INVALID_METHOD", 400, {
    "zh-Hans": "未知的方法",
    "zh-Hant": "未知的方法",
    en: "unknown method",
    es: "método desconocido",
    fr: "méthode inconnue",
  }),
  /** Roster: function.runtime.invoke names a function the gateways do not have (`{name}`). */
  clientFunctionNotFound: entry(92312, "FUNCTION_NOT_FOUND", 404, {
    "zh-Hans": "FUNCTION_NOT_FOUND：没有云函数 {name}",
    "zh-Hant": "FUNCTION_NOT_FOUND：沒有雲函式 {name}",
    en: "FUNCTION_NOT_FOUND: no cloud function {name}",
    es: "FUNCTION_NOT_FOUND: no existe la función en la nube {name}",
    fr: "FUNCTION_NOT_FOUND : aucune fonction cloud {name}",
  }),
  /** Roster: too many calls from this IP, or the router's budgets refused the call (HTTP 429 with Retry-After). */
  clientRateLimited: entry(92313, "GATEWAY_RATE_LIMITED", 429, {
    "zh-Hans": "调用过于频繁，请稍后再试",
    "zh-Hant": "呼叫過於頻繁，請稍後再試",
    en: "too many calls, try again later",
    es: "demasiadas llamadas, inténtalo más tarde",
    fr: "trop d’appels, réessayez plus tard",
  }),
  /** Roster: the body is larger than the gateway reads (1 MiB). */
  clientBodyTooLarge: entry(92314, "GATEWAY_BODY_TOO_LARGE", 413, {
    "zh-Hans": "请求体超过 1 MiB",
    "zh-Hant": "請求體超過 1 MiB",
    en: "the body is larger than 1 MiB",
    es: "el cuerpo supera 1 MiB",
    fr: "le corps dépasse 1 Mio",
  }),
  /** Roster: storage without a signed-in uni-id token while anonymous uploads are off. */
  clientStorageDenied: entry(92315, "STORAGE_ACCESS_DENIED", 403, {
    "zh-Hans": "存储需要已登录的 uni-id 令牌（匿名上传已关闭：CLOUD_ANONYMOUS_UPLOADS）",
    "zh-Hant": "儲存需要已登入的 uni-id 權杖（匿名上傳已關閉：CLOUD_ANONYMOUS_UPLOADS）",
    en: "storage needs a signed-in uni-id token (anonymous uploads are off: CLOUD_ANONYMOUS_UPLOADS)",
    es: "el almacenamiento necesita un token uni-id con sesión iniciada (las subidas anónimas están desactivadas: CLOUD_ANONYMOUS_UPLOADS)",
    fr: "le stockage nécessite un jeton uni-id connecté (les envois anonymes sont désactivés : CLOUD_ANONYMOUS_UPLOADS)",
  }),
  /** Roster: aliyun uploads without CLOUD_PROVIDER_HOST or local storage. */
  clientStorageUnsupported: entry(92316, "STORAGE_NOT_SUPPORTED", 501, {
    "zh-Hans": "aliyun 上传需要 CLOUD_PROVIDER_HOST 和 STORAGE=local（请使用 private 服务商）",
    "zh-Hant": "aliyun 上傳需要 CLOUD_PROVIDER_HOST 和 STORAGE=local（請使用 private 服務商）",
    en: "aliyun uploads need CLOUD_PROVIDER_HOST and STORAGE=local (use the private provider)",
    es: "las subidas aliyun necesitan CLOUD_PROVIDER_HOST y STORAGE=local (usa el proveedor private)",
    fr: "les envois aliyun nécessitent CLOUD_PROVIDER_HOST et STORAGE=local (utilisez le fournisseur private)",
  }),
  /** Roster: the uni-id token (`x-client-token`) is not valid. */
  clientTokenInvalid: entry(92317, "uni-id-check-token-failed", 401, {
    "zh-Hans": "uni-id 令牌无效",
    "zh-Hant": "uni-id 權杖無效",
    en: "the uni-id token is not valid",
    es: "el token uni-id no es válido",
    fr: "le jeton uni-id n’est pas valide",
  }),
  /** Roster: the uni-id token (`x-client-token`) has expired. */
  clientTokenExpired: entry(92318, "uni-id-token-expired", 401, {
    "zh-Hans": "uni-id 令牌已过期",
    "zh-Hant": "uni-id 權杖已過期",
    en: "the uni-id token has expired",
    es: "el token uni-id ha caducado",
    fr: "le jeton uni-id a expiré",
  }),
  /** Roster: a method that needs a signed-in account was called without a uni-id token. */
  clientSignInRequired: entry(92319, "uni-id-check-token-failed", 401, {
    "zh-Hans": "此方法需要已登录的 uni-id 令牌",
    "zh-Hant": "此方法需要已登入的 uni-id 權杖",
    en: "this method needs a signed-in uni-id token",
    es: "este método necesita un token uni-id con sesión iniciada",
    fr: "cette méthode nécessite un jeton uni-id connecté",
  }),
  /** Roster: the file an aliyun file ID names (`GET /client/oss/<key>`) does not exist. */
  clientFileNotFound: entry(92320, "FILE_NOT_FOUND", 404, {
    "zh-Hans": "文件不存在",
    "zh-Hant": "檔案不存在",
    en: "no such file",
    es: "no existe el archivo",
    fr: "fichier introuvable",
  }),
};
