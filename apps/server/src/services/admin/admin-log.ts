import { randomBytes } from "node:crypto";
import type { adminLogRowSchema } from "@roster/contract";
import type { z } from "zod";
import type { AdminLogRow } from "../../db/schema.js";
import type { ClientInfo } from "../../router/context.js";
import type { ListSpec } from "../core/lists.js";
import type { Services } from "../services.js";
import type { AuthState } from "../sessions/authentication.js";

/** Actions that only read: they are not written to the admin log. */
const READ_ACTION = /^(get|find|select|list|count|query|search)/;

/** Request keys that are never stored: passwords, tokens, secrets, verification codes. */
const SECRET_KEY = /pass(word)?|pwd|token|secret|^code$|captcha/i;

/** The stored request is cut at this many characters of JSON. */
const MAX_REQUEST_CHARS = 8192;

let sequence = 0;

/**
 * An admin-log id that sorts in the order of writing: 12 hex digits of the time, 4 of a per-process
 * sequence, 8 random. The list's tie-break on it keeps entries of one millisecond in order.
 */
export function adminLogId(now: number): string {
  sequence = (sequence + 1) % 0x10000;
  return (
    Math.max(0, Math.floor(now)).toString(16).padStart(12, "0").slice(-12) +
    sequence.toString(16).padStart(4, "0") +
    randomBytes(4).toString("hex")
  );
}

/** Whether a call on `path` is a change to log: an `admin/` sys route whose action is not a read. */
export function isAuditedPath(path: string): boolean {
  if (!path.startsWith("admin/") || !`/${path}/`.includes("/sys/")) return false;
  const action = path.slice(path.lastIndexOf("/") + 1);
  return !READ_ACTION.test(action);
}

/** A copy of `value` without secret keys, at any depth. */
export function withoutSecretKeys(value: unknown, depth = 0): unknown {
  if (depth > 8) return "…";
  if (Array.isArray(value)) return value.map((v) => withoutSecretKeys(v, depth + 1));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, v]) => [key, withoutSecretKeys(v, depth + 1)]),
  );
}

const VERBS: Readonly<Record<string, string>> = {
  add: "Add",
  update: "Update",
  delete: "Delete",
  bindRole: "Assign roles to",
  bindPermission: "Assign permissions to",
  bindMenu: "Assign menus to",
  resetPassword: "Reset the password of",
  revokeSessions: "Revoke the sessions of",
};

/** A readable title: "Add role", "Reset the password of user"; the path when it has no known shape. */
export function adminLogTitle(path: string): string {
  const match = /^admin\/(?:system\/)?([^/]+)\/sys\/([^/]+)$/.exec(path);
  if (!match) return path;
  const [, entity, action] = match as unknown as [string, string, string];
  const verb = Object.hasOwn(VERBS, action) ? VERBS[action] : action;
  return `${verb} ${entity.replace(/-/g, " ")}`;
}

/** Writes one admin-log entry for a change made through an admin route, whatever its outcome. */
export async function recordAdminCall(
  svc: Services,
  entry: {
    auth: AuthState;
    path: string;
    input: unknown;
    code: number;
    requestId: string;
    client: ClientInfo;
  },
): Promise<void> {
  let request = JSON.stringify(withoutSecretKeys(entry.input) ?? {});
  if (request.length > MAX_REQUEST_CHARS) {
    request = JSON.stringify({ truncated: true, preview: request.slice(0, MAX_REQUEST_CHARS) });
  }
  const now = svc.clock.now();
  await svc.db
    .insertInto("admin_log")
    .values({
      id: adminLogId(now),
      user_id: entry.auth.uid,
      user_name: entry.auth.user.nickname || entry.auth.user.username || "",
      title: adminLogTitle(entry.path),
      ip: entry.client.ip,
      url: entry.path,
      request,
      response_code: entry.code,
      request_id: entry.requestId,
      created_at: now,
    })
    .execute();
}

/** The wire shape of an admin-log entry. */
export function presentAdminLog(row: AdminLogRow): z.infer<typeof adminLogRowSchema> {
  let request: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.request);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      request = parsed as Record<string, unknown>;
    }
  } catch {
    // A damaged entry still lists, with an empty request.
  }
  return {
    _id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    title: row.title,
    ip: row.ip,
    url: row.url,
    request_param: request,
    response_code: row.response_code,
    request_id: row.request_id,
    create_date: row.created_at,
  };
}

/** The admin log's list: newest first. */
export const ADMIN_LOG_LIST: ListSpec = {
  fields: {
    user_id: { ref: "admin_log.user_id", type: "text" },
    user_name: { ref: "admin_log.user_name", type: "text" },
    title: { ref: "admin_log.title", type: "text" },
    ip: { ref: "admin_log.ip", type: "text" },
    url: { ref: "admin_log.url", type: "text" },
    response_code: { ref: "admin_log.response_code", type: "integer" },
    request_id: { ref: "admin_log.request_id", type: "text" },
    create_date: { ref: "admin_log.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "create_date", type: "desc" }],
  tieBreaker: "admin_log.id",
};
