import { z } from "zod";
import { epochMs } from "./fields.js";

/**
 * One live session of the caller, as the Devices page shows it: what the client declared when it signed
 * in, where from (`ip`; `place` is a label for it, empty while Roster has no offline geo database), when
 * it was opened and last used (epoch ms; used means a call, marked at most once a minute), and whether it
 * is the session of the token that asks.
 */
export const sessionSchema = z.strictObject({
  id: z.string(),
  device_id: z.string(),
  platform: z.string(),
  os: z.string(),
  /** Browser name and version ("chrome 126.0"), empty when the client did not say. */
  browser: z.string(),
  device_model: z.string(),
  app_version: z.string(),
  ip: z.string(),
  place: z.string(),
  created_at: epochMs,
  last_used_at: epochMs,
  current: z.boolean(),
});

/** A session row of {@link sessionSchema}. */
export type SessionInfo = z.infer<typeof sessionSchema>;
