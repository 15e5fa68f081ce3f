import { randomBytes } from "node:crypto";
import {
  type AuditTitle,
  type adminLogRowSchema,
  catalogueText,
  isAuditTitle,
  type ListInput,
  type Locale,
} from "@roster/contract";
import type { z } from "zod";
import type { Db } from "../../db/types.js";
import type { ClientInfo } from "../../lib/client-info.js";
import type { AccountReach } from "../access/privilege.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import type { Services } from "../services.js";
import type { AuthState } from "../sessions/authentication.js";
import { adminLogQuery, insertAdminLog, type VisibleAdminLogRow } from "./admin-log-repository.js";
import { adminLogSummary } from "./admin-log-summary.js";
import type { AuditTargetSnapshot } from "./admin-log-target.js";
import { titleFilterAsKeys } from "./admin-log-titles.js";

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

/**
 * Writes one admin-log entry for a call of an audited route (its contract's `audit`), whatever its outcome.
 * The title is stored as its message key and shown in the reader's language.
 */
export async function recordAdminCall(
  svc: Services,
  entry: {
    auth: AuthState;
    path: string;
    title: AuditTitle;
    input: unknown;
    code: number;
    requestId: string;
    client: ClientInfo;
    /** The account the call acted on, when its contract names one. */
    target?: AuditTargetSnapshot | undefined;
  },
): Promise<void> {
  let request = JSON.stringify(withoutSecretKeys(entry.input) ?? {});
  if (request.length > MAX_REQUEST_CHARS) {
    request = JSON.stringify({ truncated: true, preview: request.slice(0, MAX_REQUEST_CHARS) });
  }
  const now = svc.clock.now();
  const { target } = entry;
  await insertAdminLog(
    svc.db,
    {
      id: adminLogId(now),
      user_id: entry.auth.uid,
      user_name: entry.auth.user.nickname || entry.auth.user.username || "",
      title: entry.title,
      ip: entry.client.ip,
      url: entry.path,
      request,
      response_code: entry.code,
      request_id: entry.requestId,
      created_at: now,
      target_id: target?.id ?? null,
      target_name: target?.name ?? null,
      target_back_office: target?.backOffice ? 1 : 0,
    },
    target?.roles ?? [],
  );
}

/**
 * The wire shape of an admin-log entry as the reader may see it, its title and sentence in `locale` (entries
 * older than the keys keep their title).
 */
export function presentAdminLog(row: VisibleAdminLogRow, locale: Locale): z.infer<typeof adminLogRowSchema> {
  let request: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.request);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      request = parsed as Record<string, unknown>;
    }
  } catch {
    // A damaged entry still lists, with an empty request.
  }
  const title = isAuditTitle(row.title) ? catalogueText("auditTitles", row.title, locale) : row.title;
  const hidden = Number(row.target_hidden) === 1;
  return {
    _id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    title,
    target_id: row.target_id,
    target_name: row.target_name,
    target_hidden: hidden,
    summary: adminLogSummary(row, { title, hidden }, locale),
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
    target_id: { ref: "admin_log.target_id", type: "text", nullable: true },
    target_name: { ref: "admin_log.target_name", type: "text", nullable: true },
    ip: { ref: "admin_log.ip", type: "text" },
    url: { ref: "admin_log.url", type: "text" },
    response_code: { ref: "admin_log.response_code", type: "integer" },
    request_id: { ref: "admin_log.request_id", type: "text" },
    create_date: { ref: "admin_log.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "create_date", type: "desc" }],
  tieBreaker: "admin_log.id",
};

/**
 * A page of the admin log, titles in `locale`; a `title` filter matches the titles as the reader sees them
 * (entries store message keys). With a `reach` (non-admin readers) the accounts above the reader are
 * withheld, from the rows and from what filters and sorting compare.
 */
export async function listAdminLog(
  db: Db,
  input: ListInput,
  locale: Locale,
  reach: AccountReach | undefined,
): Promise<Page<z.infer<typeof adminLogRowSchema>>> {
  const page = await listPage(adminLogQuery(db, reach), titleFilterAsKeys(input, locale), ADMIN_LOG_LIST);
  return { ...page, rows: page.rows.map((row) => presentAdminLog(row, locale)) };
}
