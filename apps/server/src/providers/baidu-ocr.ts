import { type ErrorName, LIMITS, RosterError } from "@roster/contract";
import type { Logger } from "pino";
import type { Clock } from "../lib/clock.js";
import type { RedisLink } from "../lib/redis-link.js";
import type { BaiduOcrSettings } from "../settings/ocr.js";
import { AppTokenCache } from "./app-token-cache.js";
import { businessLicenseFieldsOf, idCardFieldsOf } from "./baidu-ocr-fields.js";
import type { BusinessLicenseReading, IdCardReading, OcrProvider, OcrWords } from "./ocr.js";

/** The client's cache lifetime of a Baidu token in the seed (2,590,000,000 ms, a little under 30 days). */
export const BAIDU_TOKEN_LIFETIME_MS = 2_590_000_000;

/** The largest image Baidu is sent, as messages say it. */
const IMAGE_LIMIT_TEXT = `${LIMITS.ocrFileMaxBytes / 1024 / 1024} MB`;

/** Baidu's answers to a token that is invalid (110) or expired (111): drop it, fetch a new one, retry once. */
const TOKEN_ERRORS = new Set([110, 111]);

/** Baidu error codes with a Roster meaning of their own; any other is `ocrFailed` with its code. */
const BAIDU_ERRORS: Record<number, ErrorName> = {
  4: "ocrQpsLimit",
  6: "ocrRejected",
  14: "ocrRejected",
  17: "ocrDailyLimit",
  18: "ocrQpsLimit",
  19: "ocrTotalLimit",
  110: "ocrRejected",
  111: "ocrRejected",
  216200: "ocrImageInvalid",
  216201: "ocrImageInvalid",
  216202: "ocrImageTooLarge",
  216633: "ocrNotRecognized",
  282000: "ocrUnavailable",
};

interface BaiduBody {
  error_code?: number;
  error_msg?: string;
  log_id?: number | string;
  image_status?: string;
  risk_type?: string;
  words_result?: OcrWords;
  words_result_num?: number;
}

/** The words Baidu read; none at all means no document was found in the image (91106). */
function wordsOf(body: BaiduBody): OcrWords {
  const raw: Record<string, unknown> =
    body.words_result && typeof body.words_result === "object" ? body.words_result : {};
  // Only entries of Baidu's shape ({words, location}) go on: the answer promises that shape.
  const words = Object.fromEntries(
    Object.entries(raw).filter(([, v]) => typeof (v as { words?: unknown } | null)?.words === "string"),
  ) as OcrWords;
  if (Object.keys(words).length === 0) throw new RosterError("ocrNotRecognized");
  return words;
}

/** What the Baidu provider needs besides its settings. */
export interface BaiduOcrDeps {
  clock: Clock;
  logger: Logger;
  redis: RedisLink | undefined;
  timeoutMs: number;
}

/**
 * Baidu AI OCR (outside-protocols §8): an access token by client credentials (`oauth/2.0/token`), cached
 * (AppTokenCache) and renewed once when Baidu answers 110/111; `rest/2.0/ocr/v1/idcard` and
 * `.../business_license` with the image base64 in a form body. URLs carry the token and the secret key in
 * their query, so no URL is ever logged or put in an error.
 */
export class BaiduOcrProvider implements OcrProvider {
  readonly name = "baidu";
  private readonly tokens: AppTokenCache;
  private readonly tokenKey: string;

  constructor(
    private readonly settings: BaiduOcrSettings,
    private readonly deps: BaiduOcrDeps,
  ) {
    this.tokens = new AppTokenCache(deps.clock, deps.redis);
    this.tokenKey = `baidu-ocr:${settings.endpoint}:${settings.apiKey}`;
  }

  accessToken(): Promise<string> {
    return this.tokens.get(this.tokenKey, () => this.fetchToken());
  }

  async readIdCard(image: Buffer, side: "front" | "back"): Promise<IdCardReading> {
    const body = await this.call("ocr/v1/idcard", { image: image.toString("base64"), id_card_side: side });
    const words = wordsOf(body);
    return {
      side,
      fields: idCardFieldsOf(words),
      imageStatus: String(body.image_status ?? "normal"),
      ...(body.risk_type ? { riskType: String(body.risk_type) } : {}),
      words,
      wordsCount: body.words_result_num ?? Object.keys(words).length,
      ...(body.log_id !== undefined ? { logId: body.log_id } : {}),
    };
  }

  async readBusinessLicense(image: Buffer): Promise<BusinessLicenseReading> {
    const body = await this.call("ocr/v1/business_license", { image: image.toString("base64") });
    const words = wordsOf(body);
    return {
      fields: businessLicenseFieldsOf(words),
      words,
      wordsCount: body.words_result_num ?? Object.keys(words).length,
      ...(body.log_id !== undefined ? { logId: body.log_id } : {}),
    };
  }

  /** POSTs a form to `rest/2.0/<action>`; a 110/111 renews the token and tries once more. */
  private async call(action: string, form: Record<string, string>): Promise<BaiduBody> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken();
      const url = `${this.settings.endpoint}/rest/2.0/${action}?access_token=${encodeURIComponent(token)}`;
      const body = await this.post(url, action, new URLSearchParams(form).toString());
      const code = body.error_code;
      if (code === undefined) return body;
      if (TOKEN_ERRORS.has(code)) {
        await this.tokens.drop(this.tokenKey, token);
        if (attempt === 1) continue;
      }
      this.deps.logger.warn(
        { provider: "baidu-ocr", action, errorCode: code, logId: body.log_id },
        "OCR refused",
      );
      const name = BAIDU_ERRORS[code] ?? "ocrFailed";
      throw new RosterError(name, name === "ocrImageTooLarge" ? { limit: IMAGE_LIMIT_TEXT } : { code });
    }
  }

  private async fetchToken(): Promise<{ token: string; lifetimeMs: number }> {
    const query = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: this.settings.apiKey,
      client_secret: this.settings.secretKey,
    });
    const body = (await this.post(`${this.settings.endpoint}/oauth/2.0/token?${query}`, "token", "")) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    };
    if (typeof body.access_token !== "string" || body.access_token === "") {
      this.deps.logger.warn(
        { provider: "baidu-ocr", error: String(body.error ?? "no token") },
        "OCR token refused",
      );
      throw new RosterError(body.error ? "ocrRejected" : "ocrUnavailable");
    }
    const expiresInMs =
      typeof body.expires_in === "number" ? body.expires_in * 1000 : BAIDU_TOKEN_LIFETIME_MS;
    // The seed's lifetime, shorter when Baidu says the token lives less (a minute kept in hand).
    return { token: body.access_token, lifetimeMs: Math.min(BAIDU_TOKEN_LIFETIME_MS, expiresInMs - 60_000) };
  }

  /** One POST; JSON whatever its content-type. Network faults, timeouts and non-JSON are `ocrUnavailable`. */
  private async post(url: string, action: string, form: string): Promise<BaiduBody> {
    let text: string;
    let status: number;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form,
        signal: AbortSignal.timeout(this.deps.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason = (error as Error).name === "TimeoutError" ? "timeout" : "network";
      this.deps.logger.warn({ provider: "baidu-ocr", action, reason }, "OCR provider unreachable");
      throw new RosterError("ocrUnavailable");
    }
    try {
      const body = JSON.parse(text) as unknown;
      if (body && typeof body === "object" && !Array.isArray(body)) return body as BaiduBody;
    } catch {
      // Reported below.
    }
    this.deps.logger.warn({ provider: "baidu-ocr", action, status }, "OCR provider answered no JSON object");
    throw new RosterError("ocrUnavailable");
  }
}
