import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/** Roster's errors of second factors and re-authentication (issue 29, 91500-91519), spread into ERRORS. */
export const SECOND_FACTOR_ERRORS = {
  /**
   * Roster: the password, code or provider was right, and the account has a second factor. No session is
   * made; the body carries `mfaTicket` (single use, this device, `mfaTicketExpired` epoch ms) and `factors`,
   * the kinds the account can finish with (`user/pub/loginBySecondFactor`). Worded for a person whose app
   * knows nothing of the second step.
   */
  secondStepNeeded: entry(91500, {
    "zh-Hans": "此账号需要第二步验证：请更新应用，或在网页上登录",
    "zh-Hant": "此帳號需要第二步驗證：請更新應用程式，或在網頁上登入",
    en: "This account needs a second step: update the app or sign in on the web",
    es: "Esta cuenta necesita un segundo paso: actualiza la aplicación o inicia sesión en la web",
    fr: "Ce compte demande une deuxième étape : mettez l’application à jour ou connectez-vous sur le web",
  }),
  /**
   * Roster: the second step's ticket is unknown, expired, used, spent (five wrong answers) or from another
   * device: the person signs in again.
   */
  mfaTicketInvalid: entry(91501, {
    "zh-Hans": "登录步骤已失效，请重新登录",
    "zh-Hant": "登入步驟已失效，請重新登入",
    en: "This sign-in step has expired: sign in again",
    es: "Este paso del inicio de sesión ha caducado: vuelve a iniciar sesión",
    fr: "Cette étape de connexion a expiré : reconnectez-vous",
  }),
  /** Roster: a wrong (or already used) authenticator or recovery code; `triesLeft` on this sign-in. */
  secondFactorWrong: entry(91502, {
    "zh-Hans": "验证码错误或已使用",
    "zh-Hant": "驗證碼錯誤或已使用",
    en: "The code is wrong or was already used",
    es: "El código es incorrecto o ya se usó",
    fr: "Le code est incorrect ou a déjà été utilisé",
  }),
  /**
   * Roster: too many wrong second-factor answers on this account, from any device: refused until
   * `lockedUntil` (epoch ms).
   */
  secondFactorLocked: entry(91503, {
    "zh-Hans": "第二步验证错误次数过多，请稍后再试",
    "zh-Hant": "第二步驗證錯誤次數過多，請稍後再試",
    en: "Too many wrong codes for this account, please try again later",
    es: "Demasiados códigos incorrectos para esta cuenta, inténtalo más tarde",
    fr: "Trop de codes incorrects pour ce compte, réessayez plus tard",
  }),
  /** Roster: the account has no second factor of the kind sent (a recovery code without any left, ...). */
  secondFactorUnavailable: entry(91504, {
    "zh-Hans": "此账号没有这种验证方式",
    "zh-Hant": "此帳號沒有這種驗證方式",
    en: "This account has no second factor of that kind",
    es: "Esta cuenta no tiene un segundo factor de ese tipo",
    fr: "Ce compte n’a pas de second facteur de ce type",
  }),
  /** Roster: an authenticator app is already active; remove it before adding another. */
  totpAlreadyActive: entry(91505, {
    "zh-Hans": "已启用身份验证器应用，请先移除再添加",
    "zh-Hant": "已啟用身分驗證器應用程式，請先移除再新增",
    en: "An authenticator app is already active: remove it before adding another",
    es: "Ya hay una aplicación de autenticación activa: quítala antes de añadir otra",
    fr: "Une application d’authentification est déjà active : retirez-la avant d’en ajouter une autre",
  }),
  /** Roster: confirming an authenticator that is not waiting (never started, replaced, or already active). */
  totpEnrolmentMissing: entry(91506, {
    "zh-Hans": "没有待确认的身份验证器，请重新开始",
    "zh-Hant": "沒有待確認的身分驗證器，請重新開始",
    en: "No authenticator is waiting to be confirmed: start again",
    es: "No hay ningún autenticador pendiente de confirmar: empieza de nuevo",
    fr: "Aucune application d’authentification n’attend de confirmation : recommencez",
  }),
  /** Roster: the caller has no factor with that id. */
  factorNotFound: entry(91507, {
    "zh-Hans": "未找到该验证方式",
    "zh-Hant": "找不到該驗證方式",
    en: "That second factor was not found",
    es: "No se encontró ese segundo factor",
    fr: "Ce second facteur est introuvable",
  }),
  /**
   * Roster: the route needs a recent authentication (its contract's `recentAuth`) and this session's is
   * older: the client re-authenticates (`user/kh/reauthenticate`) and repeats the call once.
   */
  recentAuthRequired: entry(91508, {
    "zh-Hans": "请先确认是您本人",
    "zh-Hant": "請先確認是您本人",
    en: "Confirm it is you to continue",
    es: "Confirma que eres tú para continuar",
    fr: "Confirmez votre identité pour continuer",
  }),
  /** Roster: re-authentication needs one proof (password, authenticator or recovery code); none was sent. */
  reauthProofMissing: entry(91509, {
    "zh-Hans": "请输入密码或验证码",
    "zh-Hant": "請輸入密碼或驗證碼",
    en: "Enter your password or a code",
    es: "Introduce tu contraseña o un código",
    fr: "Saisissez votre mot de passe ou un code",
  }),
};
