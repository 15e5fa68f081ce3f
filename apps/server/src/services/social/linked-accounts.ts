import type { LinkedAccount } from "@roster/contract";
import type { Db } from "../../db/types.js";
import { linkedAccountRows } from "./repository.js";

/** The nickname and avatar of a stored profile snapshot; nothing when it is missing or unreadable. */
function snapshot(profile: string | null): Pick<LinkedAccount, "nickname" | "avatar"> {
  if (!profile) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(profile);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const { nickname, avatar } = parsed as Record<string, unknown>;
  const out: Pick<LinkedAccount, "nickname" | "avatar"> = {};
  if (typeof nickname === "string" && nickname !== "") out.nickname = nickname;
  if (typeof avatar === "string" && avatar !== "") out.avatar = avatar;
  return out;
}

/**
 * A user's linked identities as the profile lists them, oldest first, each with the nickname and avatar
 * of the snapshot the provider gave when it was linked (never its openid, unionid or session key).
 */
export async function listLinkedAccounts(db: Db, userId: string): Promise<LinkedAccount[]> {
  const rows = await linkedAccountRows(db, userId);
  return rows.map((row) => ({
    provider: row.provider,
    platform: row.platform,
    appid: row.appid,
    ...snapshot(row.profile),
    linkedAt: Number(row.linked_at),
  }));
}
