import { z } from "zod";

/**
 * The fields the uni-cloud client methods share (`params` of the signed envelope). Lengths are the
 * gateway's bounds; a value out of them is INVALID_PARAM before any method runs.
 */

/** The most file IDs one call names. */
export const MAX_FILE_IDS = 50;

/** A text the SDK sends: not blank, at most `max` characters (NUL is refused by the input guard). */
export const sdkText = (max = 1024) => z.string().max(max).regex(/\S/, { error: "must not be blank" });

/** A file ID of Roster's storage as the SDK names it. */
export const clientFileId = sdkText(1024);

/** `fileList`: 1 to {@link MAX_FILE_IDS} file IDs. */
export const clientFileList = z.array(clientFileId).min(1).max(MAX_FILE_IDS);

/**
 * Which SDK provider sent the call: not a field of `params` but of the envelope (aliyun calls carry an
 * access token, private ones never do). The gateway sets it on the input before it is parsed, so that the
 * methods whose params differ by provider say so in their schema (a union on `provider`).
 */
export const providerField = z.enum(["aliyun", "private"]);

/** The type of {@link providerField}. */
export type ClientProvider = z.infer<typeof providerField>;
