import { createHmac } from "node:crypto";
import path from "node:path";
import type { Clock } from "../../lib/clock.js";
import type { Config } from "../../settings/config.js";
import { LocalStorage } from "./local.js";
import { S3Storage } from "./s3.js";
import type { ObjectStorage } from "./storage.js";

export { LocalStorage } from "./local.js";
export { S3Storage } from "./s3.js";
export type { ObjectHead, ObjectStorage, UploadPolicy, UploadTarget } from "./storage.js";

/** The storage STORAGE names; local signatures use a key derived from the token secret. */
export function createStorage(config: Config, tokenSecret: string, clock: Clock): ObjectStorage {
  if (config.storage.driver === "s3" && config.storage.s3) return new S3Storage(config.storage.s3, clock);
  const key = createHmac("sha256", tokenSecret).update("roster/files/v1").digest();
  return new LocalStorage(path.join(config.dataDir, "files"), key, clock, config.storage.publicUrl);
}
