import { fetchFromProvider } from "./http.js";

/** What a provider answered: status and raw text (some providers sign the raw text), JSON when it parses. */
export interface ProviderAnswer {
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
): Promise<ProviderAnswer> {
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
