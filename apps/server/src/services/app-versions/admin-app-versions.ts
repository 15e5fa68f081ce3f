import { type appVersionRowSchema, type ListInput, RosterError } from "@roster/contract";
import type { z } from "zod";
import type { AppVersionRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { newId } from "../../lib/ids.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import type { Services } from "../services.js";
import {
  appVersionsQuery,
  deleteAppVersionById,
  findAppVersionById,
  insertAppVersion,
  updateAppVersionRow,
} from "./repository.js";
import { presentVersion } from "./versions.js";

type WireVersion = z.infer<typeof appVersionRowSchema>;

/** The app versions list: newest first. */
export const APP_VERSION_LIST: ListSpec = {
  fields: {
    appid: { ref: "app_versions.appid", type: "text" },
    name: { ref: "app_versions.name", type: "text" },
    title: { ref: "app_versions.title", type: "text" },
    platform: { ref: "app_versions.platform", type: "text" },
    type: { ref: "app_versions.type", type: "text" },
    version: { ref: "app_versions.version", type: "text" },
    stable_publish: { ref: "app_versions.stable_publish", type: "flag" },
    is_mandatory: { ref: "app_versions.is_mandatory", type: "flag" },
    is_silently: { ref: "app_versions.is_silently", type: "flag" },
    create_date: { ref: "app_versions.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "create_date", type: "desc" }],
  tieBreaker: "app_versions.id",
};

/** A page of the app versions list. */
export async function listAppVersions(db: Db, input: ListInput): Promise<Page<WireVersion>> {
  const page = await listPage(appVersionsQuery(db), input, APP_VERSION_LIST);
  return { ...page, rows: page.rows.map(presentVersion) };
}

/** The fields of an app version as the console sends them (flags already 0/1). */
export interface AppVersionFields {
  appid?: string | undefined;
  name?: string | undefined;
  title?: string | undefined;
  contents?: string | undefined;
  platform?: "Android" | "iOS" | undefined;
  type?: "native_app" | "wgt" | undefined;
  version?: string | undefined;
  min_uni_version?: string | null | undefined;
  url?: string | undefined;
  stable_publish?: 0 | 1 | undefined;
  is_silently?: 0 | 1 | undefined;
  is_mandatory?: 0 | 1 | undefined;
}

/** A resource (wgt) package must say the lowest native version it runs on. */
function assertComplete(row: Pick<AppVersionRow, "type" | "min_uni_version">): void {
  if (row.type === "wgt" && !row.min_uni_version)
    throw new RosterError("paramRequired", { param: "min_uni_version" });
}

async function loadVersion(db: Db, id: string): Promise<AppVersionRow> {
  const row = await findAppVersionById(db, id);
  if (!row) throw new RosterError("appVersionNotExist");
  return row;
}

/** Publishes a version for checkVersion. */
export async function addAppVersion(
  svc: Services,
  input: AppVersionFields &
    Required<Pick<AppVersionFields, "appid" | "platform" | "type" | "version" | "url">>,
): Promise<WireVersion> {
  const row: AppVersionRow = {
    id: newId(),
    appid: input.appid,
    name: input.name ?? "",
    title: input.title ?? "",
    contents: input.contents ?? "",
    platform: input.platform,
    type: input.type,
    version: input.version,
    min_uni_version: input.min_uni_version ?? null,
    url: input.url,
    stable_publish: input.stable_publish ?? 1,
    is_silently: input.is_silently ?? 0,
    is_mandatory: input.is_mandatory ?? 0,
    created_at: svc.clock.now(),
  };
  assertComplete(row);
  await insertAppVersion(svc.db, row);
  return presentVersion(row);
}

/** Changes the given fields of a version. */
export async function updateAppVersion(
  svc: Services,
  id: string,
  patch: AppVersionFields,
): Promise<WireVersion> {
  const current = await loadVersion(svc.db, id);
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as Partial<AppVersionRow>;
  const next: AppVersionRow = { ...current, ...defined };
  assertComplete(next);
  if (Object.keys(defined).length > 0) await updateAppVersionRow(svc.db, id, defined);
  return presentVersion(next);
}

/** Deletes a version. */
export async function deleteAppVersion(svc: Services, id: string): Promise<void> {
  if (!(await deleteAppVersionById(svc.db, id))) throw new RosterError("appVersionNotExist");
}
