import { isLinkUrl } from "@roster/contract/validators/link-url";

/** Longest picture address kept from a provider (WeChat's and QQ's are about 150 characters). */
const MAX_PICTURE_URL = 1024;

/**
 * The profile picture a provider answered, as Roster may store and show it: an absolute `https:` address
 * (the contract's link rule), or nothing. WeChat and QQ still answer `http://` addresses on hosts that
 * serve the same picture over https, so those are upgraded; anything else (a path, `/\host`, `javascript:`,
 * a data URL, an over-long value) is dropped rather than stored as the new account's avatar.
 */
export function providerPicture(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim().replace(/^http:\/\//i, "https://");
  if (value.length > MAX_PICTURE_URL || !/^https:\/\//i.test(value) || !isLinkUrl(value)) return undefined;
  return value;
}
