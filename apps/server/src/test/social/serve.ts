import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request a protocol server received: method, path, query and form/JSON body, headers. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** What a handler answers: a status and a body (text sent as is, objects as JSON). */
export interface Reply {
  status?: number;
  body: string | object;
  contentType?: string;
}

/** A protocol server on 127.0.0.1 with a random port, recording every request. */
export interface ProtocolServer {
  url: string;
  requests: Received[];
  close(): Promise<void>;
}

/** Starts a loopback HTTP server that hands each whole request to `handler`. */
export async function serve(handler: (req: Received) => Reply | Promise<Reply>): Promise<ProtocolServer> {
  const requests: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const received = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        body: raw,
        headers: req.headers,
      };
      requests.push(received);
      const reply = await handler(received);
      res.statusCode = reply.status ?? 200;
      res.setHeader("content-type", reply.contentType ?? "application/json;charset=utf-8");
      res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
