import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/**
 * The errors of social sign-in (issue 11), spread into ERRORS. Numbers and Chinese texts follow uni-id and
 * vk-unicloud-router where the reference names them (§7.2-§7.5, §11); "Roster" entries use 91200-91299.
 * `{param}` is the provider's display name in the message's language.
 */
export const SOCIAL_ERRORS = {
  /** WeChat 40029 (and QQ -2100, Douyin 40018/40019): the login code is not valid (upstream text). */
  socialCodeInvalid: entry(40029, {
    "zh-Hans": "无效code，请重新获取",
    "zh-Hant": "無效code，請重新獲取",
    en: "Invalid code, get a new one",
    es: "Código no válido, obtén uno nuevo",
    fr: "Code non valide, obtenez-en un nouveau",
  }),
  /** WeChat 40163: the login code was already used (upstream text). */
  socialCodeUsed: entry(40163, {
    "zh-Hans": "该code已被使用，请重新获取",
    "zh-Hant": "該code已被使用，請重新獲取",
    en: "This code has already been used, get a new one",
    es: "Este código ya se ha usado, obtén uno nuevo",
    fr: "Ce code a déjà été utilisé, obtenez-en un nouveau",
  }),
  /** uni-id 10401 / 10801 family: the provider refused; `{errcode}` is its own code (no secrets). */
  socialAccountFailed: entry(10401, {
    "zh-Hans": "获取{param}账号失败（{errcode}）",
    "zh-Hant": "獲取{param}帳號失敗（{errcode}）",
    en: "Could not get the {param} account ({errcode})",
    es: "No se pudo obtener la cuenta de {param} ({errcode})",
    fr: "Impossible d’obtenir le compte {param} ({errcode})",
  }),
  /** Roster: the provider rate-limited the call (WeChat 45011, Douyin 60003); try again shortly. */
  socialProviderBusy: entry(91201, {
    "zh-Hans": "{param}接口调用过于频繁，请稍后再试",
    "zh-Hant": "{param}介面呼叫過於頻繁，請稍後再試",
    en: "{param} is limiting calls, try again shortly",
    es: "{param} está limitando las llamadas, inténtalo en breve",
    fr: "{param} limite les appels, réessayez sous peu",
  }),
  /** Roster: the provider did not answer in time, or answered something that is not its protocol. */
  socialProviderUnavailable: entry(91202, {
    "zh-Hans": "{param}服务暂不可用，请稍后再试",
    "zh-Hant": "{param}服務暫不可用，請稍後再試",
    en: "{param} is unavailable, try again later",
    es: "{param} no está disponible, inténtalo más tarde",
    fr: "{param} est indisponible, réessayez plus tard",
  }),
  /** Roster: this deployment has no credentials for the provider on this platform (or this appid). */
  socialNotConfigured: entry(91203, {
    "zh-Hans": "未配置{param}登录（{platform}）",
    "zh-Hant": "未配置{param}登入（{platform}）",
    en: "{param} sign-in is not configured ({platform})",
    es: "El inicio de sesión con {param} no está configurado ({platform})",
    fr: "La connexion avec {param} n’est pas configurée ({platform})",
  }),
  /** Upstream -1: the route does not serve this platform. */
  socialPlatformUnsupported: entry(-1, {
    "zh-Hans": "暂不支持平台 {platform}",
    "zh-Hant": "暫不支援平台 {platform}",
    en: "Platform {platform} is not supported",
    es: "La plataforma {platform} no es compatible",
    fr: "La plateforme {platform} n’est pas prise en charge",
  }),
  /** uni-id 10402: `type: "register"` with a WeChat account that is already registered. */
  weixinAccountExists: entry(10402, {
    "zh-Hans": "此账号已注册",
    "zh-Hant": "此帳號已註冊",
    en: "This account is already registered",
    es: "Esta cuenta ya está registrada",
    fr: "Ce compte est déjà inscrit",
  }),
  /** uni-id 10403: `type: "login"` with a WeChat account that is not registered. */
  weixinAccountNotExists: entry(10403, {
    "zh-Hans": "此账号尚未注册",
    "zh-Hant": "此帳號尚未註冊",
    en: "This account is not registered yet",
    es: "Esta cuenta aún no está registrada",
    fr: "Ce compte n’est pas encore inscrit",
  }),
  /** uni-id 10802: `type: "register"` with a QQ account that is already registered. */
  qqAccountExists: entry(10802, {
    "zh-Hans": "此账号已注册",
    "zh-Hant": "此帳號已註冊",
    en: "This account is already registered",
    es: "Esta cuenta ya está registrada",
    fr: "Ce compte est déjà inscrit",
  }),
  /** uni-id 10803: `type: "login"` with a QQ account that is not registered. */
  qqAccountNotExists: entry(10803, {
    "zh-Hans": "此账号尚未注册",
    "zh-Hant": "此帳號尚未註冊",
    en: "This account is not registered yet",
    es: "Esta cuenta aún no está registrada",
    fr: "Ce compte n’est pas encore inscrit",
  }),
  /** vk `login`: `type: "login"` with a provider account that is not registered (`needRegister: true`). */
  socialAccountNotRegistered: entry(-1, {
    "zh-Hans": "账号未注册",
    "zh-Hant": "帳號未註冊",
    en: "Account not registered",
    es: "Cuenta no registrada",
    fr: "Compte non inscrit",
  }),
  /** vk `login`: `type: "register"` with a provider account that is already registered. */
  socialAccountRegistered: entry(-1, {
    "zh-Hans": "账号已注册",
    "zh-Hant": "帳號已註冊",
    en: "Account already registered",
    es: "Cuenta ya registrada",
    fr: "Compte déjà inscrit",
  }),
  /** vk loginUtil (code 1): this account already has an identity of the provider for this app. */
  socialAlreadyBound: entry(1, {
    "zh-Hans": "当前账号已绑定{param}，请勿重复绑定",
    "zh-Hant": "目前帳號已綁定{param}，請勿重複綁定",
    en: "This account is already bound to {param}",
    es: "Esta cuenta ya está vinculada a {param}",
    fr: "Ce compte est déjà associé à {param}",
  }),
  /** vk loginUtil (code 1): the provider account belongs to another Roster account; it is never moved. */
  socialBoundElsewhere: entry(1, {
    "zh-Hans": "当前{param}号已绑定其他账号，请先解绑",
    "zh-Hant": "目前{param}號已綁定其他帳號，請先解綁",
    en: "This {param} account is bound to another account: unbind it there first",
    es: "Esta cuenta de {param} está vinculada a otra cuenta: desvincúlala allí primero",
    fr: "Ce compte {param} est associé à un autre compte : dissociez-le d’abord là-bas",
  }),
  /** uni-id 60502: bindQQ with a QQ account bound to another account. */
  qqBound: entry(60502, {
    "zh-Hans": "此账号已被绑定",
    "zh-Hant": "此帳號已被綁定",
    en: "This account is already bound",
    es: "Esta cuenta ya está vinculada",
    fr: "Ce compte est déjà associé",
  }),
  /** uni-id 60402: bindAlipay with an Alipay account bound to another account. */
  alipayBound: entry(60402, {
    "zh-Hans": "此账号已被绑定",
    "zh-Hant": "此帳號已被綁定",
    en: "This account is already bound",
    es: "Esta cuenta ya está vinculada",
    fr: "Ce compte est déjà associé",
  }),
  /** vk loginUtil (code 1): unbind of a provider the account is not bound to. */
  socialNotBound: entry(1, {
    "zh-Hans": "当前账号未绑定{param}，无需解绑",
    "zh-Hant": "目前帳號未綁定{param}，無需解綁",
    en: "This account is not bound to {param}",
    es: "Esta cuenta no está vinculada a {param}",
    fr: "Ce compte n’est pas associé à {param}",
  }),
  /** Upstream guard: unbinding would leave no way to sign in (needs a mobile, username or another login). */
  socialUnbindLastSignIn: entry(91204, {
    "zh-Hans": "为了您的账号安全，请绑定手机号后再解绑{param}",
    "zh-Hant": "為了您的帳號安全，請綁定手機號後再解綁{param}",
    en: "For your account's security, bind a mobile number before unbinding {param}",
    es: "Por la seguridad de tu cuenta, vincula un número de móvil antes de desvincular {param}",
    fr: "Pour la sécurité de votre compte, associez un numéro de mobile avant de dissocier {param}",
  }),
  /** uni-id 80801: encryptedData could not be decrypted with the session key. */
  socialDecryptFailed: entry(80801, {
    "zh-Hans": "解密失败",
    "zh-Hant": "解密失敗",
    en: "Decryption failed",
    es: "Error de descifrado",
    fr: "Échec du déchiffrement",
  }),
  /** Upstream getPhoneNumber (-1): the decrypted watermark names another appid. */
  socialAppidMismatch: entry(-1, {
    "zh-Hans": "appid不一致",
    "zh-Hant": "appid不一致",
    en: "appid mismatch",
    es: "El appid no coincide",
    fr: "L’appid ne correspond pas",
  }),
  /** Upstream (-1): Douyin phone numbers come as encryptedData + iv only. */
  douyinCodeUnsupported: entry(-1, {
    "zh-Hans": "抖音不支持参数code",
    "zh-Hant": "抖音不支援參數code",
    en: "Douyin does not accept code here: send encryptedData and iv",
    es: "Douyin no acepta code aquí: envía encryptedData e iv",
    fr: "Douyin n’accepte pas code ici : envoyez encryptedData et iv",
  }),
  /** Roster: encryptedData needs the session of a recent code2Session / login, referenced by encryptedKey. */
  socialSessionMissing: entry(91205, {
    "zh-Hans": "会话已失效，请重新登录后再试",
    "zh-Hant": "會話已失效，請重新登入後再試",
    en: "The session has expired: sign in again and retry",
    es: "La sesión ha caducado: vuelve a iniciar sesión e inténtalo de nuevo",
    fr: "La session a expiré : reconnectez-vous et réessayez",
  }),
  /** Roster: a ticket, state or encryptedKey that is not ours, altered, or expired. */
  socialTicketInvalid: entry(91206, {
    "zh-Hans": "凭证无效或已过期，请重新授权",
    "zh-Hant": "憑證無效或已過期，請重新授權",
    en: "The ticket is invalid or has expired: authorize again",
    es: "El ticket no es válido o ha caducado: vuelve a autorizar",
    fr: "Le ticket n’est pas valide ou a expiré : autorisez à nouveau",
  }),
  /**
   * Roster: a new social identity carries a mobile number that already has an account. Nothing was created:
   * prove the number with an SMS `login` code and call user/pub/linkSocialByMobile with the `ticket`.
   */
  socialMobileNeedsProof: entry(91207, {
    "zh-Hans": "该手机号已注册，请用短信验证码验证后关联账号",
    "zh-Hant": "該手機號已註冊，請用簡訊驗證碼驗證後關聯帳號",
    en: "This mobile number already has an account: confirm it with an SMS code to link",
    es: "Este número de móvil ya tiene una cuenta: confírmalo con un código SMS para vincularla",
    fr: "Ce numéro de mobile a déjà un compte : confirmez-le avec un code SMS pour l’associer",
  }),
  /** Roster: linkSocialByMobile with a mobile other than the one of its ticket. */
  socialLinkMobileMismatch: entry(91208, {
    "zh-Hans": "手机号与待关联的账号不一致",
    "zh-Hant": "手機號與待關聯的帳號不一致",
    en: "This mobile number is not the one to link",
    es: "Este no es el número de móvil que se va a vincular",
    fr: "Ce numéro de mobile n’est pas celui à associer",
  }),
  /** Roster: the OAuth `state` that came back is not the one this browser was given. */
  socialStateMismatch: entry(91209, {
    "zh-Hans": "授权状态校验失败，请重新发起登录",
    "zh-Hant": "授權狀態校驗失敗，請重新發起登入",
    en: "The sign-in state did not match: start the sign-in again",
    es: "El estado de inicio de sesión no coincide: vuelve a empezar",
    fr: "L’état de connexion ne correspond pas : recommencez la connexion",
  }),
  /** Upstream text: the app access token could not be fetched (bad appid/secret, IP whitelist). */
  socialAccessTokenFailed: entry(91210, {
    "zh-Hans": "获取access_token失败，请检查{param}配置的appid和appsecret是否正确",
    "zh-Hant": "獲取access_token失敗，請檢查{param}配置的appid和appsecret是否正確",
    en: "Could not get the access_token: check the appid and appsecret configured for {param}",
    es: "No se pudo obtener el access_token: revisa el appid y el appsecret configurados para {param}",
    fr: "Impossible d’obtenir l’access_token : vérifiez l’appid et l’appsecret configurés pour {param}",
  }),
  /** Upstream APPID_NOT_MATCH: a QQ access token issued to another app. */
  socialClientMismatch: entry(91211, {
    "zh-Hans": "appid不匹配",
    "zh-Hant": "appid不匹配",
    en: "The token was issued to another app",
    es: "El token se emitió para otra app",
    fr: "Le jeton a été émis pour une autre application",
  }),
  /** Upstream 41030 / 40165: the mini-program page does not exist. */
  mpPageNotFound: entry(41030, {
    "zh-Hans": "小程序页面不存在!",
    "zh-Hant": "小程式頁面不存在!",
    en: "The mini-program page does not exist!",
    es: "La página del miniprograma no existe",
    fr: "La page du mini-programme n’existe pas !",
  }),
  /** Upstream -1: the provider refused to make the mini-program code or link; `{errcode}` is its code. */
  mpCodeFailed: entry(-1, {
    "zh-Hans": "生成小程序码失败（{errcode}）",
    "zh-Hant": "生成小程式碼失敗（{errcode}）",
    en: "Could not make the mini-program code ({errcode})",
    es: "No se pudo generar el código del miniprograma ({errcode})",
    fr: "Impossible de générer le code du mini-programme ({errcode})",
  }),
} as const;
