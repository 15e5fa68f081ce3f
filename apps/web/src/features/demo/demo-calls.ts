import type { RouteContract } from "@roster/contract";
import { getMyUserInfo, login, testEncryptRequest } from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** One entry of the demo log. */
export interface DemoResult {
  id: number;
  label: string;
  ok: boolean;
  ms: number;
  body: unknown;
}

/** The demo calls of the test page, each exercising one behaviour of the request layer. */
export const DEMO_CALLS = {
  /** An ordinary signed-in call; signed out it fails locally with 30204 and opens the sign-in page. */
  normal: () => callRoute(getMyUserInfo, {}),
  /** An encrypted round trip: the router refuses this route in plain text. */
  encrypted: () => callRoute(testEncryptRequest, { hello: "Roster", n: 42 }),
  /** A call the server refuses; its message is alerted. */
  failing: () => callRoute(login, { username: "nobody_here", password: "wrong-password" }),
  /** Three calls at once: one loading indicator, hidden by the last. */
  parallel: () => Promise.all([1, 2, 3].map((n) => callRoute(testEncryptRequest, { parallel: n }))),
} as const;

/** The name of a demo call. */
export type DemoCall = keyof typeof DEMO_CALLS;

/** The route each demo call exercises (named in its description). */
export const DEMO_ROUTES: Record<DemoCall, RouteContract> = {
  normal: getMyUserInfo,
  encrypted: testEncryptRequest,
  failing: login,
  parallel: testEncryptRequest,
};

/** Runs a demo call and records what happened, success or failure. */
export async function runDemo(name: DemoCall, id: number, label: string): Promise<DemoResult> {
  const started = performance.now();
  try {
    const body = await DEMO_CALLS[name]();
    return { id, label, ok: true, ms: Math.round(performance.now() - started), body };
  } catch (error) {
    const body = error instanceof Error ? { ...error, message: error.message } : error;
    return { id, label, ok: false, ms: Math.round(performance.now() - started), body };
  }
}
