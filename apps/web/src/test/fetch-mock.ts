import { vi } from "vitest";

/** One request the client sent, as the server would see it. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal | undefined;
}

type Answer = Response | Promise<Response>;

/** A JSON response. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A response that never comes, except as an AbortError when the request is aborted. */
export const never = (request: SentRequest): Promise<Response> =>
  new Promise((_resolve, reject) => {
    request.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });

/** Replaces `fetch` with `answer`; returns the list of requests sent, in order. */
export function mockFetch(answer: (request: SentRequest) => Answer) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? "GET",
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: String(init.body ?? ""),
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    return answer(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { sent, fetchMock };
}

/** A promise with its resolve function, to answer a request when the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The answer of `user/pub/getAccountRules` (the defaults unless `rules` says otherwise). */
export const accountRules = (rules: Record<string, unknown> = {}): Response =>
  json({ code: 0, msg: "", passwordPolicy: "strong", termsVersion: "1", requireConsent: false, ...rules });

/**
 * The requests a test's own steps caused: without the look-ups that pages make on their own when they open
 * (the account rules of the forms, the social providers of the sign-in and profile pages).
 */
export const calls = (sent: readonly SentRequest[]) =>
  sent.filter((r) => !r.url.endsWith("/getAccountRules") && !r.url.endsWith("/user/pub/getLoginMethods"));
