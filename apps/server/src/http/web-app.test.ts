import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, registerWebApp } from "./web-app.js";

const script = `console.log(${JSON.stringify("roster ".repeat(400))});`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "roster-web-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Roster</title>");
  const asset = path.join(dist, "assets", "app-abc123.js");
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  app = Fastify();
  await registerWebApp(app, dist);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("web app", () => {
  it("answers hashed assets precompressed as the browser accepts, cached for a year", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("revalidates index.html on every load", async () => {
    const res = await get("/", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<title>Roster</title>");
  });
});

describe("the built app's inline scripts", () => {
  it("are named by the SHA-256 of their exact text, as the browser checks them; scripts with src are not", () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), "roster-web-"));
    try {
      fs.writeFileSync(
        path.join(built, "index.html"),
        [
          '<!doctype html><head><script type="module" crossorigin src="/assets/index.js"></script>',
          '<script>document.title="x";</script>',
          "<SCRIPT data-x>\n  window.ready = 1;\n</SCRIPT></head>",
        ].join(""),
      );
      // Worked out apart: printf '...' | openssl dgst -sha256 -binary | base64
      expect(inlineScriptHashes(built)).toEqual([
        "'sha256-I5PysrxwLNRewilOWvyndvPgMVclLC+50pHNJudZ2MI='",
        "'sha256-KrwLFeUguV+cTZ/GHB/agfvNYe7T/z11b6bDDM8U6UE='",
      ]);
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
  });

  it("are none without a build", () => {
    expect(inlineScriptHashes(path.join(os.tmpdir(), "roster-no-such-build"))).toEqual([]);
  });
});
