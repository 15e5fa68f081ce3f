import { aesDecrypt, encryptRequestData, md5Hex, SOCKET_PATH } from "@roster/contract";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { buildHttpServer } from "../http/server.js";
import { createHarness, type Harness, type TestUser } from "./harness.js";

/**
 * Real WebSocket clients (the `ws` package) against a real Roster HTTP server on a free port: what the
 * socket tests and the cross-process test use.
 */

/** A harness with its HTTP server listening; `base` is `ws://127.0.0.1:<port>`. */
export interface SocketServer {
  h: Harness;
  http: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

/** Starts a harness (settings in `env`) and its HTTP server on a free port. */
export async function startSocketServer(env: Record<string, string> = {}): Promise<SocketServer> {
  const h = await createHarness({ WEB_DIST: "/nonexistent", ...env });
  const http = await buildHttpServer(h.app);
  const address = await http.listen({ port: 0, host: "127.0.0.1" });
  return {
    h,
    http,
    base: address.replace(/^http/, "ws"),
    close: async () => {
      await http.close();
      await h.close();
    },
  };
}

/** A message as the client read it: the parsed JSON (decrypted when it came encrypted), or the raw text. */
export type Received = Record<string, unknown> & {
  vkWebSocket?: { type: string; data: Record<string, unknown> };
};

/** A client socket that keeps every message and tells how it closed. */
export interface TestSocket {
  ws: WebSocket;
  received: Received[];
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** Waits for the first message (from now on, or already received and not yet taken) that `match` accepts. */
  next(match?: (message: Received) => boolean, ms?: number): Promise<Received>;
  /** Sends a raw text or binary frame. */
  raw(data: string | Buffer): void;
  /** Sends a frame of the upstream form (`{deviceId, data: clientData}`), encrypted when asked. */
  frame(
    clientData: Record<string, unknown>,
    options?: { encrypt?: boolean; deviceId?: string; now?: number },
  ): void;
}

/** Opens a socket to `url` (a route path) and resolves once it is open, or rejects with the HTTP status. */
export function openSocket(
  base: string,
  url: string,
  options: { origin?: string; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(`${base}${SOCKET_PATH}?url=${encodeURIComponent(url)}`, {
    headers: options.headers,
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const received: Received[] = [];
  const taken = new Set<Received>();
  const waiters: { match: (m: Received) => boolean; resolve: (m: Received) => void }[] = [];
  ws.on("message", (data) => {
    const text = data.toString();
    let message: Received;
    try {
      message = JSON.parse(text) as Received;
      if (message.encrypt === true && typeof message.data === "string") {
        message = JSON.parse(aesDecrypt(message.data, md5Hex(String(message.timeStamp)))) as Received;
      }
    } catch {
      message = { text };
    }
    received.push(message);
    const waiter = waiters.find((w) => w.match(message));
    if (waiter) {
      taken.add(message);
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    received,
    closed,
    next(match = () => true, ms = 5000) {
      const found = received.find((m) => !taken.has(m) && match(m));
      if (found) {
        taken.add(found);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const at = waiters.indexOf(waiter);
          if (at < 0) return;
          waiters.splice(at, 1);
          reject(new Error(`no matching message in ${ms} ms; received ${JSON.stringify(received)}`));
        }, ms).unref();
      });
    },
    raw: (data) => ws.send(data),
    frame(clientData, frameOptions = {}) {
      const deviceId = frameOptions.deviceId ?? "device-1";
      const data = frameOptions.encrypt
        ? encryptRequestData(clientData, md5Hex(deviceId), frameOptions.now ?? Date.now())
        : clientData;
      ws.send(JSON.stringify({ deviceId, data, ...(frameOptions.encrypt ? { encrypt: true } : {}) }));
    },
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_request, response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () =>
        reject(
          Object.assign(new Error(`HTTP ${response.statusCode}`), { status: response.statusCode, body }),
        ),
      );
    });
    ws.once("error", reject);
  });
}

/** The clientData of a connect frame. */
export const connectFrame = (url: string, token: string | undefined, channel?: string, data?: unknown) => ({
  url,
  ...(channel ? { channel } : {}),
  uniIdToken: token ?? "",
  clientInfo: { appid: "test", platform: "web", locale: "en" },
  data: { vkWebSocket: { type: "connect", ...(data === undefined ? {} : { data }) } },
});

/** The clientData of an application message. */
export const messageFrame = (url: string, token: string | undefined, data: unknown, channel?: string) => ({
  url,
  ...(channel ? { channel } : {}),
  uniIdToken: token ?? "",
  clientInfo: { appid: "test", platform: "web", locale: "en" },
  data,
});

/** Whether a message is the framework message of `type`. */
export const framework = (type: string) => (message: Received) => message.vkWebSocket?.type === type;

/** Opens a socket as `user` (or anonymously), sends the connect frame and waits for its answer. */
export async function connectAs(
  base: string,
  url: string,
  user: TestUser | string | undefined,
  options: { channel?: string; origin?: string; encrypt?: boolean } = {},
): Promise<TestSocket & { cid: string }> {
  const socket = await openSocket(base, url, options);
  const token = typeof user === "string" ? user : user?.token;
  socket.frame(connectFrame(url, token, options.channel), { encrypt: options.encrypt ?? false });
  const answer = await socket.next((m) => m.vkWebSocket !== undefined);
  if (answer.vkWebSocket?.type !== "connect") throw new Error(`connect failed: ${JSON.stringify(answer)}`);
  return Object.assign(socket, { cid: String(answer.vkWebSocket.data.cid) });
}
