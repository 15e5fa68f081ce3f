import { randomBytes } from "node:crypto";

/** A new record id: 24 lower-case hex characters from the CSPRNG (the shape of upstream `_id`s). */
export const newId = (): string => randomBytes(12).toString("hex");
