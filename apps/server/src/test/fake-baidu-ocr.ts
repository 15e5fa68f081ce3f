import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The credentials the fake Baidu accepts. */
export const BAIDU_KEYS = { apiKey: "fake-api-key-0123456789", secretKey: "fake-secret-key-abcdefghij" };

/** A valid sample ID number (GB 11643's own example). */
export const SAMPLE_ID_NUMBER = "11010519491231002X";

const at = (left: number, top: number) => ({ location: { left, top, width: 300, height: 40 } });

/** Baidu's `words_result` of an ID card front, with Baidu's keys and the location of each. */
export const ID_FRONT_WORDS = {
  住址: { words: "北京市西城区复兴门外大街999号", ...at(120, 300) },
  公民身份号码: { words: SAMPLE_ID_NUMBER, ...at(300, 500) },
  出生: { words: "19491231", ...at(120, 220) },
  姓名: { words: "张三", ...at(120, 60) },
  性别: { words: "女", ...at(120, 140) },
  民族: { words: "汉", ...at(260, 140) },
};

/** Baidu's `words_result` of an ID card back. */
export const ID_BACK_WORDS = {
  失效日期: { words: "20360816", ...at(500, 420) },
  签发机关: { words: "北京市公安局西城分局", ...at(400, 350) },
  签发日期: { words: "20160816", ...at(300, 420) },
};

/** Baidu's `words_result` of a business licence (absent fields say 无). */
export const LICENSE_WORDS = {
  社会信用代码: { words: "91110108MA01XXXX0Q", ...at(100, 100) },
  组成形式: { words: "无", ...at(0, 0) },
  经营范围: { words: "技术开发、技术咨询。", ...at(100, 500) },
  成立日期: { words: "2019年03月08日", ...at(100, 400) },
  法人: { words: "李四", ...at(100, 300) },
  注册资本: { words: "100万元", ...at(100, 350) },
  证件编号: { words: "无", ...at(0, 0) },
  地址: { words: "北京市海淀区中关村大街1号", ...at(100, 450) },
  单位名称: { words: "北京示例科技有限公司", ...at(100, 150) },
  有效期: { words: "长期", ...at(100, 420) },
  类型: { words: "有限责任公司(自然人投资或控股)", ...at(100, 200) },
};

/** One call the fake received, as tests check it (the token and keys are in `query`). */
export interface BaiduRequest {
  path: string;
  query: Record<string, string>;
  contentType: string;
  form: Record<string, string>;
  /** The decoded `image`, when it was valid base64. */
  image?: Buffer;
}

/** A Baidu error body: `{error_code, error_msg}`. */
const failure = (code: number, msg: string) => ({ error_code: code, error_msg: msg, log_id: 3_630_123_456 });
const STRICT_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A local server that speaks Baidu AI's OCR protocol (outside-protocols §8): client-credentials tokens
 * (wrong grant or keys: 401 invalid_client), `rest/2.0/ocr/v1/idcard` and `business_license` with a form
 * body whose `image` must be strict base64 (216201 otherwise), an `access_token` it issued and did not
 * revoke (110 otherwise). `fail(code)` makes the next OCR calls answer an error; `revokeTokens()` makes the
 * issued tokens invalid, as an expiry would.
 */
export class FakeBaidu {
  readonly requests: BaiduRequest[] = [];
  tokensIssued = 0;
  private readonly live = new Set<string>();
  private readonly failures: number[] = [];
  private server: http.Server | undefined;
  /** Answers this `image_status` to ID cards (normal unless set). */
  imageStatus = "normal";
  /** Milliseconds to wait before answering (timeouts). */
  delayMs = 0;
  /** Answers HTML instead of JSON (a proxy's error page). */
  answerHtml = false;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next OCR calls answer these error codes, one per call. */
  fail(...codes: number[]): void {
    this.failures.push(...codes);
  }

  /** Every token issued so far becomes invalid (110). */
  revokeTokens(): void {
    this.live.clear();
  }

  /** The OCR calls received (token requests left out). */
  ocrCalls(): BaiduRequest[] {
    return this.requests.filter((r) => r.path.startsWith("/rest/"));
  }

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const record: BaiduRequest = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      contentType: req.headers["content-type"] ?? "",
      form,
    };
    if (form.image && STRICT_BASE64.test(form.image)) record.image = Buffer.from(form.image, "base64");
    this.requests.push(record);
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const [status, body] = this.answer(record);
    if (this.answerHtml) {
      res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad gateway</html>");
      return;
    }
    // Baidu answers JSON, sometimes labelled text/plain: clients must parse it whatever the label.
    res.writeHead(status, { "content-type": "text/plain;charset=utf-8" }).end(JSON.stringify(body));
  }

  private answer(r: BaiduRequest): [number, unknown] {
    if (r.path === "/oauth/2.0/token") {
      const { grant_type, client_id, client_secret } = r.query;
      if (grant_type !== "client_credentials") return [400, { error: "unsupported_grant_type" }];
      if (client_id !== BAIDU_KEYS.apiKey)
        return [401, { error: "invalid_client", error_description: "unknown client id" }];
      if (client_secret !== BAIDU_KEYS.secretKey) {
        return [401, { error: "invalid_client", error_description: "Client authentication failed" }];
      }
      const token = `24.${randomBytes(16).toString("hex")}.2592000.${Date.now()}`;
      this.live.add(token);
      this.tokensIssued++;
      return [
        200,
        {
          access_token: token,
          expires_in: 2_592_000,
          refresh_token: "25.x",
          scope: "public vis-ocr_ocr",
          session_key: "k",
          session_secret: "s",
        },
      ];
    }
    const action = r.path.replace(/^\/rest\/2\.0\//, "");
    if (action !== "ocr/v1/idcard" && action !== "ocr/v1/business_license")
      return [404, failure(3, "Unsupported openapi method")];
    if (!this.live.has(r.query.access_token ?? ""))
      return [200, failure(110, "Access token invalid or no longer valid")];
    if (r.contentType.split(";")[0] !== "application/x-www-form-urlencoded")
      return [200, failure(216100, "invalid param")];
    const forced = this.failures.shift();
    if (forced !== undefined) return [200, failure(forced, `forced error ${forced}`)];
    if (!r.form.image) return [200, failure(216200, "empty image")];
    if (!r.image) return [200, failure(216201, "image format error")];
    if (action === "ocr/v1/business_license") {
      return [
        200,
        { log_id: 1_723_456_789, words_result_num: 11, direction: 0, words_result: LICENSE_WORDS },
      ];
    }
    const side = r.form.id_card_side;
    if (side !== "front" && side !== "back") return [200, failure(216100, "invalid param: id_card_side")];
    const words = side === "front" ? ID_FRONT_WORDS : ID_BACK_WORDS;
    const status = this.imageStatus;
    return [
      200,
      {
        log_id: 2_648_325_511,
        direction: 0,
        image_status: status,
        idcard_number_type: side === "front" ? 1 : -1,
        words_result_num: Object.keys(words).length,
        words_result: status === "non_idcard" ? {} : words,
      },
    ];
  }
}
