import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/**
 * Roster's errors of the hardened social sign-in (issue 27: phone numbers, OAuth state, one-time
 * credentials; 91950-91999), spread into ERRORS (catalogue.ts). `{param}` is the provider's display name.
 */
export const SOCIAL_HARDENING_ERRORS = {
  /**
   * Roster: the phone number the provider vouched for is not a mobile number Roster can read (no country
   * code and not a mainland mobile, a +86 number that is no mobile, stray characters). Nothing is signed
   * in: guessing a country could sign someone in to another person's account.
   */
  socialPhoneInvalid: entry(91950, {
    "zh-Hans": "{param}返回的手机号无法识别",
    "zh-Hant": "{param}返回的手機號無法識別",
    en: "The phone number {param} gave is not a mobile number that can be used",
    es: "El número de teléfono que ha dado {param} no es un móvil que se pueda usar",
    fr: "Le numéro de téléphone fourni par {param} n’est pas un numéro de mobile utilisable",
  }),
  /**
   * Roster: a web sign-in (or link) came back without the `state` of user/pub/getOAuthState, or an Apple
   * token made for a web sign-in came without its state. Start the sign-in from the page again.
   */
  socialStateRequired: entry(91951, {
    "zh-Hans": "缺少授权状态，请从登录页重新发起登录",
    "zh-Hant": "缺少授權狀態，請從登入頁重新發起登入",
    en: "The sign-in state is missing: start the sign-in again from the sign-in page",
    es: "Falta el estado de inicio de sesión: vuelve a empezar desde la página de inicio de sesión",
    fr: "L’état de connexion manque : recommencez la connexion depuis la page de connexion",
  }),
  /** Roster: this `state` already completed a sign-in (a state is good for one sign-in only). */
  socialStateUsed: entry(91952, {
    "zh-Hans": "此授权状态已使用，请重新发起登录",
    "zh-Hant": "此授權狀態已使用，請重新發起登入",
    en: "This sign-in state was already used: start the sign-in again",
    es: "Este estado de inicio de sesión ya se ha usado: vuelve a empezar",
    fr: "Cet état de connexion a déjà servi : recommencez la connexion",
  }),
  /** Roster: this identity token (Apple) already signed in or linked once; tokens are good for one use. */
  socialCredentialUsed: entry(91953, {
    "zh-Hans": "此{param}登录凭证已使用，请重新授权",
    "zh-Hant": "此{param}登入憑證已使用，請重新授權",
    en: "This {param} sign-in was already used: authorise again",
    es: "Este inicio de sesión de {param} ya se ha usado: vuelve a autorizar",
    fr: "Cette connexion {param} a déjà servi : autorisez de nouveau",
  }),
} as const;
