import { randomBytes, randomInt } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";

/** The keys the fake Baidu accepts (passed to the server as BAIDU_OCR_API_KEY / _SECRET_KEY). */
export const BAIDU_KEYS = { apiKey: "e2e-baidu-api-key", secretKey: "e2e-baidu-secret-key" };

/** A valid ID number (GB 11643's example) that the fake reads off every ID-card front. */
export const SAMPLE_ID_NUMBER = "11010519491231002X";

const word = (words: string) => ({ words, location: { left: 10, top: 10, width: 200, height: 30 } });

/**
 * A local Baidu AI OCR server for the browser tests (the server under test talks to it through
 * BAIDU_AIP_ENDPOINT): client-credentials tokens (wrong keys: invalid_client), `ocr/v1/idcard` (front and
 * back) and `ocr/v1/business_license` with Baidu's answer shapes. Each OCR call must carry an issued token
 * and a form body whose `image` is base64 of a PNG or JPEG; the decoded images are kept for assertions.
 */
export class FakeBaidu {
  readonly images: Buffer[] = [];
  private readonly tokens = new Set<string>();
  private server: http.Server | undefined;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://fake");
        const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify(this.answer(url, form)));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(url: URL, form: URLSearchParams): unknown {
    const q = url.searchParams;
    if (url.pathname === "/oauth/2.0/token") {
      if (
        q.get("grant_type") !== "client_credentials" ||
        q.get("client_id") !== BAIDU_KEYS.apiKey ||
        q.get("client_secret") !== BAIDU_KEYS.secretKey
      ) {
        return { error: "invalid_client", error_description: "unknown client id" };
      }
      const token = `24.${randomBytes(16).toString("hex")}.2592000.1`;
      this.tokens.add(token);
      return { access_token: token, expires_in: 2_592_000 };
    }
    if (!this.tokens.has(q.get("access_token") ?? ""))
      return { error_code: 110, error_msg: "Access token invalid or no longer valid" };
    const image = Buffer.from(form.get("image") ?? "", "base64");
    const isImage = image.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) || image[0] === 0xff;
    if (!isImage) return { error_code: 216201, error_msg: "image format error" };
    this.images.push(image);
    if (url.pathname === "/rest/2.0/ocr/v1/idcard") {
      const words =
        form.get("id_card_side") === "back"
          ? { 签发机关: word("北京市公安局西城分局"), 签发日期: word("20160816"), 失效日期: word("20360816") }
          : {
              姓名: word("张三"),
              性别: word("女"),
              民族: word("汉"),
              出生: word("19491231"),
              住址: word("北京市西城区复兴门外大街999号"),
              公民身份号码: word(SAMPLE_ID_NUMBER),
            };
      return {
        log_id: 1,
        image_status: "normal",
        words_result_num: Object.keys(words).length,
        words_result: words,
      };
    }
    if (url.pathname === "/rest/2.0/ocr/v1/business_license") {
      const words = {
        单位名称: word("北京示例科技有限公司"),
        社会信用代码: word("91110108MA01XXXX0Q"),
        法人: word("李四"),
        类型: word("有限责任公司"),
        地址: word("北京市海淀区中关村大街1号"),
        注册资本: word("100万元"),
        成立日期: word("2019年03月08日"),
        有效期: word("长期"),
        经营范围: word("技术开发"),
        组成形式: word("无"),
      };
      return { log_id: 2, words_result_num: Object.keys(words).length, words_result: words };
    }
    return { error_code: 3, error_msg: "Unsupported openapi method" };
  }
}

/** A PNG of random noise: it does not compress, so `side` 600 makes a file of about 1 MB. */
export function noisyPng(side = 600): Buffer {
  return samplePng(side, side, () => [randomInt(256), randomInt(256), randomInt(256)]);
}

/** A small PNG (a blue card with a band), standing in for a photo of an ID card. */
export function samplePng(width = 171, height = 108, pixel?: (x: number, y: number) => number[]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const photo = x > width * 0.62 && x < width * 0.92 && y > height * 0.15 && y < height * 0.75;
      const line = !photo && x > width * 0.08 && x < width * 0.55 && y % 14 < 3 && y > 12 && y < height - 20;
      const rgb = pixel ? pixel(x, y) : photo ? [150, 160, 175] : line ? [90, 100, 120] : [214, 228, 240];
      rows.set(rgb, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
