import { defineRoute, type RouteContract, type RoutePolicy } from "@roster/contract";
import { z } from "zod";

/** The flags of a test route: nothing special unless the test says so. */
const PLAIN: RoutePolicy = {
  refreshesUser: false,
  audit: false,
  encrypted: false,
  rate: "pub",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  opensSession: false,
  recentAuth: false,
  errors: [],
};

/** A contract for router tests: any object in, `output` out (anything by default), the given flags. */
export function testContract(
  path: string,
  flags: Partial<RoutePolicy> = {},
  output: z.ZodType = z.unknown(),
): RouteContract {
  const spec = { ...PLAIN, ...flags, path, input: z.record(z.string(), z.unknown()), output };
  return defineRoute(spec as never) as RouteContract;
}
