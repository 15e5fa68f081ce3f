import { z } from "zod";
import { listOf } from "../../../schemas/envelope.js";
import { pagingFields, text } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/** One message delivered by the `console` SMS or e-mail provider. */
export const outboxRowSchema = z.object({
  _id: z.string(),
  channel: z.enum(["sms", "email"]),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  created_at: z.number(),
});

/**
 * The console outbox, newest first: what the `console` providers delivered instead of a real SMS gateway
 * or mail server (development and tests). Filter by `channel` and exact `recipient`.
 */
export const getOutbox = defineRoute({
  path: "user/sys/getOutbox",
  input: z.object({
    ...pagingFields,
    channel: z.enum(["sms", "email"]).optional(),
    recipient: text(254).optional(),
  }),
  output: listOf(outboxRowSchema),
  backOffice: false,
});
