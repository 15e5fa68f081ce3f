import type { AppVersionRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { findStableVersions } from "./repository.js";

/**
 * Compares dotted versions segment by segment, numerically; missing segments count as 0, so "1.0" equals
 * "1.0.0" and "1.0.0.1" is larger. Non-numeric segments count as 0.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map((s) => Number.parseInt(s, 10) || 0);
  const pb = b.split(".").map((s) => Number.parseInt(s, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** The newest stable version of each package type for an app and platform. */
export async function latestVersions(
  db: Db,
  appid: string,
  platform: string,
): Promise<{ native?: AppVersionRow; wgt?: AppVersionRow }> {
  const rows = await findStableVersions(db, appid, platform);
  const newest = (type: string) =>
    rows
      .filter((r) => r.type === type)
      .sort((x, y) => compareVersions(y.version, x.version) || y.created_at - x.created_at)[0];
  return { native: newest("native_app"), wgt: newest("wgt") };
}

/** The client fields of a version record. */
export const presentVersion = (row: AppVersionRow) => ({
  _id: row.id,
  appid: row.appid,
  name: row.name,
  title: row.title,
  contents: row.contents,
  platform: row.platform,
  type: row.type as "native_app" | "wgt",
  version: row.version,
  ...(row.min_uni_version ? { min_uni_version: row.min_uni_version } : {}),
  url: row.url,
  stable_publish: row.stable_publish === 1,
  is_silently: row.is_silently === 1,
  is_mandatory: row.is_mandatory === 1,
  create_date: row.created_at,
});
