import { z } from "zod";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * The server's Baidu AI access token, for upstream clients that call Baidu OCR themselves (upstream path
 * and answer field `access_token`). Upstream hands it to anyone; Roster only to signed-in callers
 * (30204 otherwise) unless `BAIDU_TOKEN_ANONYMOUS=1`, and every call counts against the per-IP budget.
 * Browsers cannot call Baidu (no CORS): web clients use `ocr/kh/idcard` and `ocr/kh/businessLicense`.
 */
export const baiduGetAccessToken = defineRoute({
  path: "plugs/baidu/client/pub/getAccessToken",
  input: z.object({}),
  output: ok({ access_token: z.string().min(1) }),
  budget: "ocr",
  requiresValidToken: true,
  errors: ["ocrNotConfigured", "ocrDailyLimit", "ocrQpsLimit", "ocrRejected", "ocrUnavailable", "ocrFailed"],
});
