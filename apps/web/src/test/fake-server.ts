import { json, mockFetch, type SentRequest } from "./fetch-mock";

/** A fake route: receives the request body, answers the fields of a success (or a whole Response). */
export type FakeRoute = (body: Record<string, unknown>, request: SentRequest) => unknown;

/**
 * Fakes the router by route path: each handler's object is sent as `{code: 0, msg: "", ...object}`; a
 * Response (or a promise of one, to answer when the test decides) is sent as is; an unknown route answers
 * 404 so that a test sees what it forgot.
 */
export function fakeServer(routes: Record<string, FakeRoute>) {
  const mock = mockFetch((request) => {
    const route = request.url.replace(/^.*\/router\//, "");
    const handler = routes[route];
    if (!handler) return json({ code: 404, msg: `no fake for ${route}` });
    const answer = handler(JSON.parse(request.body || "{}") as Record<string, unknown>, request);
    if (answer instanceof Response || answer instanceof Promise)
      return answer as Response | Promise<Response>;
    return json({ code: 0, msg: "", ...(answer as object) });
  });
  const calls = (route: string) =>
    mock.sent
      .filter((r) => r.url.endsWith(`/router/${route}`))
      .map((r) => JSON.parse(r.body || "{}") as Record<string, unknown>);
  const routesSent = () => mock.sent.map((r) => r.url.replace(/^.*\/router\//, ""));
  return { ...mock, calls, routesSent };
}
