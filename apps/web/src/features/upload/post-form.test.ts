import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postForm } from "./post-form";
import { UploadError } from "./upload-error";

interface Received {
  method: string;
  url: string;
  contentType: string;
  body: Buffer;
}

// A storage endpoint on 127.0.0.1 that keeps what it receives; happy-dom's own XMLHttpRequest sends to it.
let server: http.Server;
let base: string;
let received: Received[];
let answer: (res: http.ServerResponse) => void;

beforeEach(async () => {
  received = [];
  answer = (res) => res.writeHead(204).end();
  server = http.createServer((req, res) => {
    res.setHeader("access-control-allow-origin", "*");
    // The page is on another origin: answer the browser's CORS preflight as a storage service does.
    if (req.method === "OPTIONS") {
      res
        .writeHead(204, { "access-control-allow-methods": "POST", "access-control-allow-headers": "*" })
        .end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        contentType: String(req.headers["content-type"]),
        body: Buffer.concat(chunks),
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The multipart parts the server received, in order, parsed by Node's own FormData reader. */
async function partsOf(request: Received) {
  const form = await new Response(new Uint8Array(request.body), {
    headers: { "content-type": request.contentType },
  }).formData();
  return Promise.all(
    [...form.entries()].map(async ([name, value]) =>
      typeof value === "string" ? [name, value] : [name, `${value.name}:${await value.text()}`],
    ),
  );
}

describe("postForm", () => {
  it("POSTs the target's fields in order and then the file, last, as multipart", async () => {
    const file = new File(["hello bytes"], "hello.txt", { type: "text/plain" });
    const text = await postForm({
      url: `${base}/upload/abc`,
      fields: { key: "u1/hello.txt", policy: "p0", signature: "s1" },
      file,
    });
    expect(text).toBe("");
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe("POST");
    expect(received[0]?.url).toBe("/upload/abc");
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(await partsOf(received[0]!)).toEqual([
      ["key", "u1/hello.txt"],
      ["policy", "p0"],
      ["signature", "s1"],
      ["file", "hello.txt:hello bytes"],
    ]);
  });

  it("rejects with 'failed' when the storage answers an error status", async () => {
    answer = (res) => res.writeHead(403).end("<Error>expired</Error>");
    const failure = await postForm({ url: `${base}/upload`, fields: {}, file: new Blob(["x"]) }).catch(
      (e) => e,
    );
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).reason).toBe("failed");
    expect((failure as UploadError).detail).toBe("HTTP 403");
  });

  it("rejects with 'failed' when nothing listens", async () => {
    const failure = await postForm({
      url: "http://127.0.0.1:9/upload",
      fields: {},
      file: new Blob(["x"]),
    }).catch((e) => e);
    expect((failure as UploadError).reason).toBe("failed");
  });

  it("rejects with 'canceled' when aborted", async () => {
    answer = () => {}; // never answers
    const controller = new AbortController();
    const pending = postForm({
      url: `${base}/upload`,
      fields: {},
      file: new Blob(["x"]),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const failure = await pending.catch((e) => e);
    expect((failure as UploadError).reason).toBe("canceled");
  });
});
