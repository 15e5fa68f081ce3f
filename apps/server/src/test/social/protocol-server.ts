import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a protocol server received, for assertions. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string;
  /** Parsed JSON body (POST), or undefined. */
  json: Record<string, unknown> | undefined;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
  /** A parsed multipart/form-data body: its text fields and its file parts. */
  form?: {
    fields: Record<string, string>;
    files: Record<string, { type: string; name: string; bytes: Buffer }>;
  };
}

/** Parses a multipart/form-data body as a real server would (WHATWG FormData of the bytes). */
async function parseMultipart(body: Buffer, contentType: string): Promise<SeenRequest["form"]> {
  try {
    const data = await new Response(new Uint8Array(body), {
      headers: { "content-type": contentType },
    }).formData();
    const fields: Record<string, string> = {};
    const files: Record<string, { type: string; name: string; bytes: Buffer }> = {};
    for (const [key, value] of data.entries()) {
      if (typeof value === "string") fields[key] = value;
      else files[key] = { type: value.type, name: value.name, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    return { fields, files };
  } catch {
    return undefined;
  }
}

/** What a handler answers: JSON (any status) or image bytes. */
export type Reply = { json: unknown; status?: number; contentType?: string } | { image: Buffer };

/** A small HTTP server on 127.0.0.1 that records every request and answers through `route`. */
export interface ProtocolServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** Starts a protocol server whose `route` sees each parsed request. */
export async function startProtocolServer(
  route: (req: SeenRequest) => Reply | Promise<Reply>,
): Promise<ProtocolServer> {
  const requests: SeenRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const text = raw.toString("utf8");
    let json: Record<string, unknown> | undefined;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      json = undefined;
    }
    const contentType = String(req.headers["content-type"] ?? "");
    const form = /^multipart\/form-data/i.test(contentType)
      ? await parseMultipart(raw, contentType)
      : undefined;
    const seen: SeenRequest = {
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      contentType,
      json,
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      ...(form ? { form } : {}),
    };
    requests.push(seen);
    const reply = await route(seen);
    if ("image" in reply) {
      res.writeHead(200, { "content-type": "image/jpeg" }).end(reply.image);
      return;
    }
    res
      .writeHead(reply.status ?? 200, { "content-type": reply.contentType ?? "application/json" })
      .end(JSON.stringify(reply.json));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether `query` has exactly these keys. */
export const hasExactly = (query: Record<string, string>, keys: readonly string[]) =>
  Object.keys(query).sort().join(",") === [...keys].sort().join(",");

/** A 1x1 JPEG-like payload (bytes are what matters to Roster: it only base64s them). */
export const FAKE_IMAGE = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9,
]);
