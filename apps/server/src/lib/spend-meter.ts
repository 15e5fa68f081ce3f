import type { BudgetName } from "@roster/contract";

/**
 * What costs the operator, as it happens: a call to a paid outside provider (an SMS gateway, a mail
 * server, OCR, a platform's open API), or a budget consulted before one. Production has no listener (a
 * note is a loop over an empty set); the test harness listens, to fail a route that reaches a paid
 * provider without spending from a budget (test/spend-ledger.ts).
 */
export type SpendEvent =
  | { readonly kind: "provider"; readonly provider: string }
  | { readonly kind: "budget"; readonly budget: BudgetName };

type SpendListener = (event: SpendEvent) => void;

const listeners = new Set<SpendListener>();

/** Tells the listeners about one spend. */
export function noteSpend(event: SpendEvent): void {
  for (const listener of listeners) listener(event);
}

/** Starts listening to every spend; the returned function stops it. */
export function onSpend(listener: SpendListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
