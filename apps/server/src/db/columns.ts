/**
 * Every column of table row `T`, as a list written out in code (the order a statement binds or builds
 * them): `everyColumn<SessionsTable>()(["id", ...])`. A column added to the table and missing from the
 * list, or a name that is no column, is a type error where the list is written.
 */
export const everyColumn =
  <T>() =>
  <const K extends readonly (keyof T)[]>(
    columns: K &
      (Exclude<keyof T, K[number]> extends never ? unknown : { missing: Exclude<keyof T, K[number]> }),
  ): K =>
    columns;
