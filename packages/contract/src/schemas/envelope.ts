import { z } from "zod";

/** A success body: `{code: 0, msg, ...shape}`. */
export const ok = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ code: z.literal(0), msg: z.string(), ...shape });

/** A list body: `{code: 0, msg, rows, total, hasMore, pagination}`. */
export const listOf = <T extends z.ZodType>(row: T) =>
  ok({
    rows: z.array(row),
    total: z.number().int(),
    hasMore: z.boolean(),
    pagination: z.object({ pageIndex: z.number().int(), pageSize: z.number().int() }),
  });

/** Any failure body. */
export const failureSchema = z.looseObject({ code: z.number().refine((c) => c !== 0), msg: z.string() });
