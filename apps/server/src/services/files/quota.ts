import { createHmac } from "node:crypto";
import { RosterError } from "@roster/contract";
import type { Db } from "../../db/types.js";
import type { Services } from "../services.js";
import { mib } from "./naming.js";
import { bytesUsed, lockOwnerQuota } from "./repository.js";
import { addReserved, uploaderBytesSince } from "./reservation-repository.js";

/** The window of the per-IP cap of anonymous uploads. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whom a target's bytes count against: its owner (empty: anonymous) and, if anonymous, its uploader. */
export interface Holder {
  owner: string;
  /** A keyed hash of the anonymous signer's IP ({@link uploaderOf}); null for an account's uploads. */
  uploader: string | null;
}

/** The errors a reservation is refused with. */
export type QuotaRefusal = "uploadQuotaExceeded" | "anonymousUploadsFull" | "anonymousUploadDailyCap";

/** The keyed hash that stands for an anonymous uploader's IP (no IP is stored with a file). */
export const uploaderOf = (services: Pick<Services, "codeKey">, ip: string): string =>
  createHmac("sha256", services.codeKey)
    .update(`roster/anonymous-upload-ip/v1\n${ip}`)
    .digest("base64url")
    .slice(0, 22);

/** The refusal `name` with the limit it is about, for its message. */
export function quotaError(services: Pick<Services, "config">, name: QuotaRefusal): RosterError {
  const limits = services.config.storage;
  const limit =
    name === "uploadQuotaExceeded"
      ? limits.quotaBytes
      : name === "anonymousUploadsFull"
        ? limits.anonymousQuotaBytes
        : limits.anonymousIpDailyBytes;
  return new RosterError(name, { limit: mib(limit) });
}

/** Whether an error name is one of the quota refusals. */
export const isQuotaRefusal = (name: string): name is QuotaRefusal =>
  name === "uploadQuotaExceeded" || name === "anonymousUploadsFull" || name === "anonymousUploadDailyCap";

/**
 * What `holder` may still reserve, and the refusal when a reservation does not fit: an account's quota
 * (UPLOAD_QUOTA_BYTES); for anonymous uploads the smaller of the shared anonymous quota
 * (ANONYMOUS_UPLOAD_QUOTA_BYTES) and what the uploader's IP has left of its daily cap
 * (ANONYMOUS_UPLOAD_IP_DAILY_BYTES, over the last 24 hours). Run it under {@link lockOwnerQuota}.
 */
export async function headroom(
  trx: Db,
  services: Pick<Services, "config" | "clock">,
  holder: Holder,
): Promise<{ bytes: number; refusal: QuotaRefusal }> {
  const limits = services.config.storage;
  if (holder.owner !== "")
    return {
      bytes: limits.quotaBytes - (await bytesUsed(trx, holder.owner)),
      refusal: "uploadQuotaExceeded",
    };
  const pool = limits.anonymousQuotaBytes - (await bytesUsed(trx, ""));
  const since = services.clock.now() - DAY_MS;
  const ip = limits.anonymousIpDailyBytes - (await uploaderBytesSince(trx, holder.uploader ?? "", since));
  return ip < pool
    ? { bytes: ip, refusal: "anonymousUploadDailyCap" }
    : { bytes: pool, refusal: "anonymousUploadsFull" };
}

/**
 * Adds `bytes` to a pending target's reservation if its holder has them left (under the holder's lock:
 * exact under parallel uploads). Answers the refusal when they do not fit, or "gone" when the target is no
 * longer pending (reported, refused, deleted or swept meanwhile).
 */
export async function reserveMore(
  services: Services,
  row: { id: string; user_id: string; uploader: string | null },
  bytes: number,
): Promise<"ok" | "gone" | QuotaRefusal> {
  return services.db.transaction().execute(async (trx) => {
    await lockOwnerQuota(trx, services.dialect, row.user_id);
    const room = await headroom(trx, services, { owner: row.user_id, uploader: row.uploader });
    if (bytes > room.bytes) return room.refusal;
    return (await addReserved(trx, row.id, bytes)) ? "ok" : "gone";
  });
}
