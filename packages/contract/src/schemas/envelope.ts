import { z } from "zod";
import { uniTokenSchema } from "./user.js";

/**
 * A success body: `{code: 0, msg, ...shape}`. Any success may also carry `vk_uni_token`, the fresh token
 * the router adds when the caller's has less than TOKEN_REFRESH_THRESHOLD left.
 */
export const ok = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ code: z.literal(0), msg: z.string(), vk_uni_token: uniTokenSchema.optional(), ...shape });

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
