/**
 * A mobile number as Roster stores it, made only by {@link providerMobile}: a mainland number as its 11
 * digits (`13827159050`), any other country's as `+` and its E.164 digits (`+13827159050`), so that a
 * foreign number can never equal a mainland one. Every provider-vouched mobile (WeChat, Douyin, Huawei,
 * univerify, any later one) has this type before it can sign in to, link or create an account.
 */
export type ProviderMobile = string & { readonly __providerMobile: true };

const MAINLAND = /^1[3-9]\d{9}$/;
/** Digits with the separators people and providers write: spaces, `-`, `.`, brackets. */
const WRITTEN = /^\+?[\d\s().-]+$/;

/**
 * The one phone-number normaliser for what providers send. Only `+86 …`, `0086 …` and a bare 11-digit
 * mainland number are mainland; another international number (`+1 382-715-9050`, `001 …`, HarmonyOS's
 * `00<country><number>`) keeps its country code, and a number without a country code that is not a
 * mainland mobile is refused (its country cannot be known). `countryCode` is the separate code some
 * providers give (WeChat `phone_info`: `countryCode` + `purePhoneNumber`). Undefined when unreadable.
 */
export function providerMobile(
  raw: string | undefined,
  countryCode?: string | undefined,
): ProviderMobile | undefined {
  const text = raw?.trim() ?? "";
  if (text === "" || !WRITTEN.test(text)) return undefined;
  const cc = countryCode?.trim().replace(/^(\+|00)/, "") ?? "";
  if (cc !== "") {
    if (!/^[1-9]\d{0,2}$/.test(cc) || /^(\+|00)/.test(text)) return undefined;
    return international(cc + digitsOf(text));
  }
  if (text.startsWith("+")) return international(digitsOf(text));
  const digits = digitsOf(text);
  if (digits.startsWith("00")) return international(digits.slice(2));
  return MAINLAND.test(digits) ? (digits as ProviderMobile) : undefined;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The digits after `+` / `00`: `86` then a mainland mobile is mainland (country codes are prefix-free). */
function international(digits: string): ProviderMobile | undefined {
  if (digits.startsWith("86")) {
    const national = digits.slice(2);
    return MAINLAND.test(national) ? (national as ProviderMobile) : undefined;
  }
  // E.164: a country code never starts with 0, and a whole number has at most 15 digits.
  return /^[1-9]\d{6,14}$/.test(digits) ? (`+${digits}` as ProviderMobile) : undefined;
}
