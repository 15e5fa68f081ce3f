/**
 * `hidden`: keeps the first `first` and last `last` characters and masks the middle with `*`.
 * Strings too short to mask come back unchanged.
 */
export function mask(value: string, first: number, last: number): string {
  if (value.length <= first + last) return value;
  return value.slice(0, first) + "*".repeat(value.length - first - last) + value.slice(value.length - last);
}

/** A mobile shown as `138****8000`. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mask(mobile, 3, 4);
}

/** An e-mail shown as `al***@example.com`: up to 2 characters of the local part stay. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}

/** An ID number shown as `110***********1234`: the first 3 and last 4 characters stay. */
export function maskIdNumber(idNumber: string): string {
  return mask(idNumber, 3, 4);
}
