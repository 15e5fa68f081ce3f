import { APP_CONFIG } from "../config";

/**
 * The address of this app's document that other people and other apps can open: the configured public web
 * address when there is one (the native shells, whose own origin is `capacitor://localhost` or
 * `https://localhost`), else this document without its query and hash.
 */
export function appDocumentUrl(
  location: Pick<Location, "origin" | "pathname"> = window.location,
  publicUrl: string = APP_CONFIG.publicUrl,
): string {
  return publicUrl ? `${publicUrl.replace(/\/+$/, "")}/` : `${location.origin}${location.pathname}`;
}
