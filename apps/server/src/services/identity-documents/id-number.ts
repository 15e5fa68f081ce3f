/** Weights of the first 17 characters of an 18-character ID number (GB 11643-1999). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The check character by the weighted sum mod 11. */
const CHECK = "10X98765432";

/**
 * Whether `idNumber` is a well-formed 18-character resident ID number: 17 digits, a check character
 * (digit or X) that matches them (ISO 7064 MOD 11-2), and a birth date that exists.
 */
export function isValidIdNumber(idNumber: string): boolean {
  if (!/^\d{17}[\dX]$/.test(idNumber)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(idNumber[i]) * WEIGHTS[i]!;
  if (CHECK[sum % 11] !== idNumber[17]) return false;
  const [year, month, day] = [idNumber.slice(6, 10), idNumber.slice(10, 12), idNumber.slice(12, 14)].map(
    Number,
  );
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return year! >= 1900 && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}
