import { RosterError, type RouteContract } from "@roster/contract";
import type { ClientInfo } from "../lib/client-info.js";
import { mayCall } from "../services/access/access.js";
import type { Services } from "../services/services.js";
import { type AuthState, authenticate } from "../services/sessions/authentication.js";

/**
 * kh and sys need a valid token; pub reads one silently when present (an invalid one is ignored), unless
 * its contract says `requiresValidToken`: then a token that is sent must be good.
 */
export async function authenticateFor(
  services: Services,
  contract: RouteContract,
  token: string | undefined,
  options: { refresh?: boolean } = {},
): Promise<AuthState | undefined> {
  if (contract.class !== "pub") return authenticate(services, token, options);
  if (!token) return undefined;
  if (contract.requiresValidToken) return authenticate(services, token, options);
  return authenticate(services, token, options).catch((error: unknown) => {
    if (error instanceof RosterError) return undefined;
    throw error;
  });
}

/**
 * Routes with a permission: admin passes; `backOffice` routes need back-office access; `granted` routes need
 * a permission whose url matches the path, `admin` routes the role admin.
 */
export function authorize(contract: RouteContract, auth: AuthState): void {
  if (auth.access.isAdmin) return;
  if (contract.backOffice && auth.user.allow_login_background !== 1)
    throw new RosterError("backOfficeDenied");
  if (contract.permission === "admin" || !mayCall(auth.access, contract.path))
    throw new RosterError("permissionDenied");
}

/**
 * A route with a `budget` spends one call from it, per account (the caller's, when a valid token names
 * one) and per client IP, before its handler runs; a spent budget is `budgetMinuteSpent` or
 * `budgetDaySpent` (HTTP 429, `Retry-After`).
 */
export async function spendBudget(
  services: Services,
  contract: RouteContract,
  auth: AuthState | undefined,
  client: ClientInfo,
): Promise<void> {
  if (contract.budget) await services.budgets.spend(contract.budget, { account: auth?.uid, ip: client.ip });
}
