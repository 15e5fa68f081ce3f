import { RosterError } from "@roster/contract";
import { noteSpend } from "../../lib/spend-meter.js";

/** What a provider call answered: parsed JSON, or bytes when the provider sent an image. */
export type ProviderAnswer =
  | { kind: "json"; status: number; body: Record<string, unknown> }
  | { kind: "bytes"; status: number; contentType: string; bytes: Buffer };

/** One provider HTTP call. The URL is built from a configured base URL; query values are never logged. */
export interface ProviderRequest {
  /** Display key of the provider (weixin, qq, douyin): said in errors by its label. */
  provider: string;
  base: string;
  path: string;
  query?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
  /** A multipart body (POST), for uploads such as an image check's `media`. */
  form?: FormData;
  /** Extra request headers (Douyin's `X-Token`); never logged. */
  headers?: Record<string, string>;
  timeoutMs: number;
}

/**
 * Calls a provider and returns its answer (outside-protocols §0.1): JSON whatever the content-type (some
 * answer text/plain), bytes for image answers. A timeout, a network fault or an answer that is neither
 * JSON nor an image is `socialProviderUnavailable`; the error never carries the URL (it holds secrets).
 */
export async function callProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  const url = new URL(request.base + request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const json = request.json !== undefined;
  const raw = await fetchFromProvider(
    request.provider,
    url,
    {
      method: json || request.form ? "POST" : "GET",
      headers: { ...(json ? { "content-type": "application/json" } : {}), ...request.headers },
      body: json ? JSON.stringify(request.json) : (request.form ?? null),
    },
    request.timeoutMs,
  );
  const { status, contentType, bytes } = raw;
  if (/^image\//i.test(contentType)) return { kind: "bytes", status, contentType, bytes };
  const body = parseJsonObject(bytes.toString("utf8"));
  if (!body) throw new RosterError("socialProviderUnavailable", { param: request.provider });
  return { kind: "json", status, body };
}

/** A provider's raw answer: status, content type and every byte of the body. */
export interface RawProviderAnswer {
  status: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * The one HTTP exchange with any sign-in or platform provider: a timeout, no redirects followed (a
 * redirect could carry a request holding secrets elsewhere), the whole body read. A timeout, a network
 * fault or a redirect is `socialProviderUnavailable`, which never carries the URL or the underlying error
 * (provider URLs hold tokens and secrets in their query).
 */
export async function fetchFromProvider(
  provider: string,
  url: URL | string,
  init: {
    method: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string | FormData | URLSearchParams | null;
  },
  timeoutMs: number,
): Promise<RawProviderAnswer> {
  noteSpend({ kind: "provider", provider });
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  } catch {
    throw new RosterError("socialProviderUnavailable", { param: provider });
  }
}

/** The JSON object in `text`, also inside a JSONP `callback( {...} );` wrapper (QQ without fmt=json). */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  const trimmed = text.trim();
  const start = trimmed.indexOf("{");
  const end = trimmed.lastIndexOf("}");
  if (start < 0 || end < start) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed.slice(start, end + 1));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON answer's body, or `socialProviderUnavailable` for bytes where JSON was expected. */
export function jsonOf(answer: ProviderAnswer, provider: string): Record<string, unknown> {
  if (answer.kind !== "json") throw new RosterError("socialProviderUnavailable", { param: provider });
  return answer.body;
}

/** A string field of a provider answer, or undefined. */
export const str = (body: Record<string, unknown>, key: string): string | undefined => {
  const value = body[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** What a provider answered: status and raw text (some providers sign the raw text), JSON when it parses. */
export interface ProviderText {
  status: number;
  text: string;
  json: unknown;
}

/**
 * One HTTP call to a sign-in provider (Alipay, Huawei, Apple's keys, one-tap phone) through the shared
 * exchange of `http.ts` (timeout, no redirects, no URL in errors). The body is parsed as JSON whatever
 * the content-type (outside-protocols §0.1), and the raw text is kept because Alipay signs it.
 */
export async function providerCall(
  provider: string,
  url: string,
  init: { method: "GET" | "POST"; body?: URLSearchParams; headers?: Record<string, string> },
  timeoutMs: number,
): Promise<ProviderText> {
  const raw = await fetchFromProvider(
    provider,
    url,
    {
      method: init.method,
      body: init.body ?? null,
      headers: { accept: "application/json", ...init.headers },
    },
    timeoutMs,
  );
  const text = raw.bytes.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: raw.status, text, json };
}

/** A plain object from a JSON answer, or undefined. */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A field as a non-empty string (numbers are turned into text), or undefined. */
export function stringField(object: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = object?.[key];
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value !== "" ? value : undefined;
}
