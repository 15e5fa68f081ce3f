import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { aesDecrypt, aesEncrypt, md5Hex } from "@roster/contract";
import { type WebSocket, WebSocketServer } from "ws";

/** A client frame as the server decoded it. */
export interface ReceivedFrame {
  deviceId: string;
  encrypt: boolean;
  url: string;
  channel: string;
  uniIdToken: string;
  clientInfo: Record<string, unknown>;
  data: unknown;
  cid: string | undefined;
}

/** One socket the server accepted; `cid` once its connect frame was answered. */
export interface ServerSocket {
  socket: WebSocket;
  query: string;
  cid: string | undefined;
  url: string;
  channel: string;
  closed: { code: number; reason: string } | undefined;
}

export interface ServerBehaviour {
  /** Answer `{vkWebSocket: {type: "ping"}}` frames with a pong (default true). */
  answerPings: boolean;
  /** Tokens refused on connect, with a 30202 "token" error (upstream invalidToken). */
  refusedTokens: Set<string>;
  /** Answer connect frames (default true); false leaves clients at status 1. */
  answerConnect: boolean;
}

const typeOf = (data: unknown): string | undefined =>
  (data as { vkWebSocket?: { type?: string } } | null)?.vkWebSocket?.type;

/**
 * A WebSocket server in the test process speaking the upstream protocol (client-push-upload-ocr.md §1):
 * it answers connect frames with `{vkWebSocket: {type: "connect", data: {cid}}}`, pings with pongs, and
 * relays application frames to the other sockets of the same url and channel as `{from, data}` (a chat).
 */
export async function startUpstreamServer(port = 0) {
  const behaviour: ServerBehaviour = { answerPings: true, refusedTokens: new Set(), answerConnect: true };
  const frames: ReceivedFrame[] = [];
  const sockets: ServerSocket[] = [];
  let server: WebSocketServer;

  const sendTo = (target: ServerSocket, message: unknown, encrypt = false) => {
    if (!encrypt) return target.socket.send(JSON.stringify(message));
    const timeStamp = Date.now();
    const data = aesEncrypt(JSON.stringify(message), md5Hex(String(timeStamp)));
    target.socket.send(JSON.stringify({ data, timeStamp, encrypt: true }));
  };

  const onFrame = (entry: ServerSocket, text: string) => {
    const raw = JSON.parse(text) as { deviceId: string; data: unknown; encrypt?: boolean };
    const clientData = (
      raw.encrypt ? JSON.parse(aesDecrypt(raw.data as string, md5Hex(raw.deviceId))) : raw.data
    ) as Omit<ReceivedFrame, "deviceId" | "encrypt" | "cid">;
    frames.push({ ...clientData, deviceId: raw.deviceId, encrypt: raw.encrypt === true, cid: entry.cid });
    const type = typeOf(clientData.data);
    if (type === "connect") {
      if (behaviour.refusedTokens.has(clientData.uniIdToken)) {
        sendTo(entry, { vkWebSocket: { type: "error", data: { code: 30202, msg: "token invalid" } } });
        return;
      }
      if (!behaviour.answerConnect) return;
      entry.cid = randomUUID();
      entry.url = clientData.url;
      entry.channel = clientData.channel;
      sendTo(entry, { vkWebSocket: { type: "connect", data: { cid: entry.cid } } }, raw.encrypt === true);
      return;
    }
    if (type === "ping") {
      if (behaviour.answerPings) sendTo(entry, { vkWebSocket: { type: "pong" } });
      return;
    }
    for (const other of sockets) {
      if (other !== entry && other.cid && other.url === entry.url && other.channel === entry.channel) {
        sendTo(other, { from: entry.cid, data: clientData.data });
      }
    }
  };

  const listen = (onPort: number) =>
    new Promise<WebSocketServer>((resolve) => {
      const wss: WebSocketServer = new WebSocketServer({ port: onPort, host: "127.0.0.1" }, () =>
        resolve(wss),
      );
      wss.on("connection", (socket, request) => {
        const entry: ServerSocket = {
          socket,
          query: request.url ?? "",
          cid: undefined,
          url: "",
          channel: "",
          closed: undefined,
        };
        sockets.push(entry);
        socket.on("message", (data) => onFrame(entry, String(data)));
        socket.on("close", (code, reason) => {
          entry.closed = { code, reason: String(reason) };
        });
      });
    });

  server = await listen(port);
  const boundPort = (server.address() as AddressInfo).port;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const entry of sockets) entry.socket.terminate();
      server.close(() => resolve());
    });

  return {
    behaviour,
    frames,
    sockets,
    port: boundPort,
    /** The socket address of object `url` on this server. */
    endpoint: (url: string) =>
      `ws://127.0.0.1:${boundPort}/ws/function/router?url=${encodeURIComponent(url)}`,
    /** Sockets that are connected (answered) and not closed. */
    live: () => sockets.filter((s) => s.cid && !s.closed),
    send: (cid: string, message: unknown, encrypt = false) => {
      const target = sockets.find((s) => s.cid === cid);
      if (!target) throw new Error(`no socket ${cid}`);
      sendTo(target, message, encrypt);
    },
    /** Sends raw text (not JSON) to `cid`. */
    sendText: (cid: string, text: string) => sockets.find((s) => s.cid === cid)?.socket.send(text),
    stop,
    /** Stops, then listens again on the same port (a server restart). */
    restart: async () => {
      await stop();
      server = await listen(boundPort);
    },
  };
}

export type UpstreamServer = Awaited<ReturnType<typeof startUpstreamServer>>;
