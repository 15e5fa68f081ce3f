import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/**
 * Roster's errors of the open-API demo routes (`template/openapi/...`, 91800-91899): content checks of
 * WeChat, QQ and Douyin and WeChat's subscribe message. Spread into ERRORS (catalogue.ts).
 */
export const OPENAPI_ERRORS = {
  /** Roster: the image to check is not a JPEG, PNG or GIF (data URL or base64, or an uploaded file). */
  openapiImageInvalid: entry(91800, {
    "zh-Hans": "图片无效，请选择 JPG、PNG 或 GIF 图片",
    "zh-Hant": "圖片無效，請選擇 JPG、PNG 或 GIF 圖片",
    en: "The image is not valid; choose a JPG, PNG or GIF picture",
    es: "La imagen no es válida; elige una imagen JPG, PNG o GIF",
    fr: "L’image n’est pas valide ; choisissez une image JPG, PNG ou GIF",
  }),
  /** Roster: the image to check is over `{limit}` (the platforms check images up to 1 MB). */
  openapiImageTooLarge: entry(91801, {
    "zh-Hans": "图片过大（上限 {limit}）",
    "zh-Hant": "圖片過大（上限 {limit}）",
    en: "The image is too large (limit {limit})",
    es: "La imagen es demasiado grande (límite: {limit})",
    fr: "L’image est trop volumineuse (limite : {limit})",
  }),
  /** Roster: the platform flagged the content (WeChat label ≠ 100, QQ 87014, Douyin hit); `{label}` says why. */
  openapiContentRisky: entry(91810, {
    "zh-Hans": "内容含有违法违规内容，请检查！（{label}）",
    "zh-Hant": "內容含有違法違規內容，請檢查！（{label}）",
    en: "The content breaks the platform's rules; please check it ({label})",
    es: "El contenido infringe las normas de la plataforma; revísalo ({label})",
    fr: "Le contenu enfreint les règles de la plateforme ; vérifiez-le ({label})",
  }),
  /** Roster: the platform could not check the content (its error `{errcode}`). */
  openapiCheckFailed: entry(91811, {
    "zh-Hans": "{param}内容安全检测失败（错误码 {errcode}）",
    "zh-Hant": "{param}內容安全檢測失敗（錯誤碼 {errcode}）",
    en: "{param} could not check the content (error {errcode})",
    es: "{param} no ha podido revisar el contenido (error {errcode})",
    fr: "{param} n’a pas pu vérifier le contenu (erreur {errcode})",
  }),
  /** Roster: the call needs the caller's openid in the mini-program, and no such account is linked. */
  openapiIdentityRequired: entry(91820, {
    "zh-Hans": "请先绑定{param}小程序账号（平台需要您的 openid）",
    "zh-Hant": "請先綁定{param}小程式帳號（平台需要您的 openid）",
    en: "Link your {param} mini-program account first (the platform needs your openid)",
    es: "Primero vincula tu cuenta del miniprograma de {param} (la plataforma necesita tu openid)",
    fr: "Associez d’abord votre compte du mini-programme {param} (la plateforme a besoin de votre openid)",
  }),
  /** Roster: no subscribe message template is configured (OPENAPI_WEIXIN_TEMPLATE_ID). */
  openapiTemplateNotConfigured: entry(91830, {
    "zh-Hans": "服务器未配置订阅消息模板",
    "zh-Hant": "伺服器未設定訂閱訊息範本",
    en: "No subscribe message template is configured on this server",
    es: "No hay ninguna plantilla de mensajes de suscripción configurada en este servidor",
    fr: "Aucun modèle de message d’abonnement n’est configuré sur ce serveur",
  }),
  /** Roster: WeChat 43101: the user has not accepted (or has used up) this subscribe message. */
  openapiNotSubscribed: entry(91831, {
    "zh-Hans": "您尚未订阅该消息，请先在小程序中同意订阅",
    "zh-Hant": "您尚未訂閱該訊息，請先在小程式中同意訂閱",
    en: "You have not subscribed to this message; accept it in the mini-program first",
    es: "No te has suscrito a este mensaje; acéptalo primero en el miniprograma",
    fr: "Vous n’êtes pas abonné à ce message ; acceptez-le d’abord dans le mini-programme",
  }),
  /** Roster: WeChat refused the subscribe message (its error `{errcode}`: bad template, data or page). */
  openapiSendFailed: entry(91832, {
    "zh-Hans": "订阅消息发送失败（错误码 {errcode}）",
    "zh-Hant": "訂閱訊息發送失敗（錯誤碼 {errcode}）",
    en: "The subscribe message could not be sent (error {errcode})",
    es: "No se ha podido enviar el mensaje de suscripción (error {errcode})",
    fr: "Le message d’abonnement n’a pas pu être envoyé (erreur {errcode})",
  }),
} as const satisfies Record<string, { code: number; messages: Texts }>;

/** Labels of the open-API demo routes' input fields. */
export const OPENAPI_FIELD_LABELS = {
  content: { "zh-Hans": "内容", "zh-Hant": "內容", en: "Content", es: "Contenido", fr: "Contenu" },
  base64: { "zh-Hans": "图片", "zh-Hant": "圖片", en: "Image", es: "Imagen", fr: "Image" },
  signature: { "zh-Hans": "个性签名", "zh-Hant": "個性簽名", en: "Signature", es: "Firma", fr: "Signature" },
} as const satisfies Record<string, Texts>;
