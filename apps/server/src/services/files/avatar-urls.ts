import { AVATAR_KEY_PREFIX, AVATAR_PREFIX } from "../../lib/file-protocol.js";

/** The two sizes of an avatar made from an upload. */
export const AVATAR_SIZES = [512, 128] as const;

/** The object key of one size of an avatar: `avatars/<uid>/<id>-<size>.webp`. */
export const avatarKey = (uid: string, id: string, size: number): string =>
  `${AVATAR_KEY_PREFIX}${uid}/${id}-${size}.webp`;

const AVATAR_URL = new RegExp(
  `^(?:https?://[^/]+)?(?:/[^?#]*)?${AVATAR_PREFIX}(${AVATAR_KEY_PREFIX}([^/]+)/[a-f0-9]+)-512\\.webp$`,
);

/**
 * The keys behind an avatar URL Roster made (its 512 and 128 px objects) and the user they belong to, or
 * undefined for any other URL.
 */
export function parseAvatarUrl(url: string): { uid: string; keys: string[]; url128: string } | undefined {
  const match = AVATAR_URL.exec(url);
  if (!match) return undefined;
  const base = match[1]!;
  return {
    uid: match[2]!,
    keys: AVATAR_SIZES.map((size) => `${base}-${size}.webp`),
    url128: url.replace(/-512\.webp$/, "-128.webp"),
  };
}

/** `avatar_file` of userInfo: the 512 and 128 px URLs of an avatar Roster made, if it is one. */
export function avatarFileOf(avatar: string): { url: string; url128: string } | undefined {
  const parsed = parseAvatarUrl(avatar);
  return parsed && { url: avatar, url128: parsed.url128 };
}
