/**
 * `priceFilter`: prices are stored in cents and shown as cents / 100 with two decimals. Empty input gives
 * `fallback`; input that is not a number comes back unchanged.
 */
export function formatPrice(cents: number | string | null | undefined, fallback = ""): string {
  if (cents === null || cents === undefined || cents === "") return fallback;
  const n = typeof cents === "number" ? cents : Number(cents);
  if (!Number.isFinite(n)) return String(cents);
  return (n / 100).toFixed(2);
}
