import type { Reply, SeenRequest } from "./protocol-server.js";

/**
 * What the fake platforms flag: text containing {@link RISKY_TEXT}, images whose bytes contain it. The
 * platforms check images up to 1 MB and answer 40006 beyond (outside-protocols §1.7, §3).
 */
export const RISKY_TEXT = "RISKY-CONTENT";
export const IMAGE_LIMIT = 1024 * 1024;

/** The `media` part of a multipart image check, or a reply saying what is wrong with the request. */
export function mediaOf(req: SeenRequest): { bytes: Buffer; type: string } | Reply {
  const media = req.form?.files.media;
  if (req.method !== "POST" || !media) return { json: { errcode: 41005, errmsg: "media data missing" } };
  if (!/^image\//.test(media.type)) return { json: { errcode: 40004, errmsg: "invalid media type" } };
  if (media.bytes.length > IMAGE_LIMIT) return { json: { errcode: 40006, errmsg: "invalid meida size" } };
  return media;
}

/** Whether a checked text or image is flagged. */
export const flagged = (value: string | Buffer) =>
  (typeof value === "string" ? value : value.toString("latin1")).includes(RISKY_TEXT);
