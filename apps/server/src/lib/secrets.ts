import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The token secret: `TOKEN_SECRET` when set (required in production); otherwise one generated on first
 * start and kept in `DATA_DIR/token-secret` (mode 600), so tokens survive restarts. Never a demo value.
 */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "token-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
