import type { ErrorName } from "@roster/contract";

/**
 * The HTTP status of failures that are faults of the transport (DESIGN §3). Every other failure is an
 * HTTP 200 whose body carries the code.
 */
export const TRANSPORT_STATUS: Partial<Record<ErrorName, number>> = {
  badJson: 400,
  badBody: 400,
  jsonTooDeep: 400,
  methodNotAllowed: 405,
  bodyTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  budgetMinuteSpent: 429,
  budgetDaySpent: 429,
  internal: 500,
};
