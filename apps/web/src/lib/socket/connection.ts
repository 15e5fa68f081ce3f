import { DEFAULT_SOCKET_CHANNEL } from "@roster/contract";
import { getToken } from "../session";
import { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF } from "./backoff";
import { socketClientInfo, socketEndpoint } from "./client-info";
import { Emitter } from "./emitter";
import {
  type ClientData,
  classifyMessage,
  connectPayload,
  encryptedFrame,
  isEncryptedEnvelope,
  parseText,
  pingPayload,
  plainFrame,
  type SocketError,
} from "./frames";
import { noticeOf, type SignOutNotice } from "./sign-out-reasons";

/** Upstream's states: 0 not opened, 1 socket open (connect frame sent), 2 connected (the server's cid). */
export type SocketStatus = 0 | 1 | 2;

/** What a page shows of a connection: first attempt, connected, waiting to retry or retrying, closed. */
export type SocketState = "connecting" | "connected" | "reconnecting" | "closed";

/** A framework message for `onVkMessage` listeners (upstream names). */
export type VkMessage =
  | { type: "invalidToken"; err: SocketError }
  | { type: "error"; err: SocketError }
  | { type: "forceLogout"; data: unknown };

/** How to open a connection (upstream `vk.connectWebSocket` options, plus Roster's timing). */
export interface SocketOptions {
  /** The WebSocket object's path (`template/websocket/kh/chat`). */
  url: string;
  channel?: string;
  /** Sent with the connect frame (`vkWebSocket.connect.data`). */
  data?: unknown;
  /** Frames go out AES-encrypted under md5(deviceId) (upstream `encrypt`). */
  encrypt?: boolean;
  /** The socket address; by default this origin's `/ws/function/router?url=<url>`. */
  endpoint?: string;
  WebSocketImpl?: typeof WebSocket;
  backoff?: BackoffPolicy;
  /** A ping frame this often while open (0: none). */
  heartbeatMs?: number;
  /** Once the server has answered a ping, silence this long after one means the link is dead. */
  pongTimeoutMs?: number;
  /** Give up an opening socket after this long (the template's `networkTimeout.connectSocket`). */
  openTimeoutMs?: number;
  random?: () => number;
  /** What a `forceLogout` or an `invalidToken` error does after the listeners heard it. */
  onSignedOut?: (notice: SignOutNotice) => void;
  /** Told once the connection is closed for good (the registry forgets it). */
  onDisposed?: () => void;
}

const DEFAULTS = { heartbeatMs: 25_000, pongTimeoutMs: 10_000, openTimeoutMs: 60_000 };

type Crypto = typeof import("./frame-crypto");
let cryptoModule: Promise<Crypto> | undefined;
const loadCrypto = () => {
  cryptoModule ??= import("./frame-crypto");
  return cryptoModule;
};

interface Pending {
  data: unknown;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * One WebSocket connection of the upstream protocol (one per url + channel, see `connectWebSocket`): it
 * sends the connect frame on open, keeps the server's `cid` once connected, hands messages to its
 * listeners, and, unlike upstream, keeps itself up: a ping frame every `heartbeatMs`, and after an
 * unexpected close a new socket, waiting longer each time (exponential, capped, jittered). A `forceLogout`
 * or an invalid token ends it and signs the user out (`onSignedOut`).
 */
export class SocketConnection {
  readonly url: string;
  readonly channel: string;
  readonly encrypt: boolean;
  data: unknown;
  cid: string | undefined;
  status: SocketStatus | null = 0;
  state: SocketState = "connecting";

  private readonly options: SocketOptions & typeof DEFAULTS;
  private socket: WebSocket | undefined;
  private attempt = 0;
  private stopped = false;
  private pongSeen = false;
  private queue: Pending[] = [];
  private waiters: Array<{ resolve: (v: { cid: string }) => void; reject: (e: Error) => void }> = [];
  private outbound: Promise<unknown> = Promise.resolve();
  private inbound: Promise<unknown> = Promise.resolve();
  private readonly timers: Partial<Record<"retry" | "open" | "pong", ReturnType<typeof setTimeout>>> = {};
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly events = {
    open: new Emitter<{ cid: string } & Record<string, unknown>>(),
    message: new Emitter<unknown>(),
    close: new Emitter<CloseEvent | { code: number; reason: string }>(),
    error: new Emitter<Event>(),
    vk: new Emitter<VkMessage>(),
    state: new Emitter<SocketState>(),
  };

  constructor(options: SocketOptions) {
    this.options = { ...DEFAULTS, ...options };
    this.url = options.url;
    this.channel = options.channel ?? DEFAULT_SOCKET_CHANNEL;
    this.encrypt = options.encrypt ?? false;
    this.data = options.data;
    globalThis.addEventListener?.("online", this.retryNow);
    this.open();
  }

  /** Connected: called with the connect data (`{cid}`), at once when already connected, and on each reconnect. */
  onOpen(listener: (data: { cid: string } & Record<string, unknown>) => void): () => void {
    if (this.status === 2 && this.cid) listener({ cid: this.cid });
    return this.events.open.on(listener);
  }
  /** Application messages (parsed JSON, or the text when it is not JSON). */
  onMessage = (listener: (data: unknown) => void) => this.events.message.on(listener);
  /** Each socket's close, including those followed by a reconnect. */
  onClose = (listener: (event: CloseEvent | { code: number; reason: string }) => void) =>
    this.events.close.on(listener);
  onError = (listener: (event: Event) => void) => this.events.error.on(listener);
  /** Framework messages: `invalidToken`, `error`, `forceLogout`. */
  onVkMessage = (listener: (message: VkMessage) => void) => this.events.vk.on(listener);
  /** Every change of {@link state}. */
  onState = (listener: (state: SocketState) => void) => this.events.state.on(listener);

  /** Resolves with the cid once connected (at once when it is). */
  whenConnected(): Promise<{ cid: string }> {
    if (this.status === 2 && this.cid) return Promise.resolve({ cid: this.cid });
    if (this.stopped) return Promise.reject(new Error("socket closed"));
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Sends `data` to the server's message handler; waits while no socket is open, as upstream does. */
  send({ data }: { data: unknown }): Promise<void> {
    if (this.stopped) return Promise.reject(new Error("socket closed"));
    if (this.status !== 0 && this.socket?.readyState === 1) return this.transmit(data);
    return new Promise((resolve, reject) => this.queue.push({ data, resolve, reject }));
  }

  /** Closes for good (no reconnect), leaves the cache and drops every listener (upstream `close`). */
  close({ code = 1000, reason = "" }: { code?: number; reason?: string } = {}): void {
    if (this.stopped) return;
    this.stop();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      detach(socket);
      if (socket.readyState <= 1) socket.close(code, reason);
    }
    for (const event of Object.values(this.events)) event.clear();
    this.status = null;
    this.cid = undefined;
    this.data = undefined;
  }

  private stop(): void {
    this.stopped = true;
    this.clearTimers();
    globalThis.removeEventListener?.("online", this.retryNow);
    for (const pending of this.queue.splice(0)) pending.reject(new Error("socket closed"));
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error("socket closed"));
    this.setState("closed");
    this.options.onDisposed?.();
  }

  private setState(state: SocketState): void {
    if (this.state === state) return;
    this.state = state;
    this.events.state.emit(state);
  }

  private clearTimers(): void {
    for (const timer of Object.values(this.timers)) clearTimeout(timer);
    for (const key of Object.keys(this.timers)) delete this.timers[key as keyof typeof this.timers];
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private open(): void {
    if (this.stopped) return;
    const Impl = this.options.WebSocketImpl ?? globalThis.WebSocket;
    const socket = new Impl(this.options.endpoint ?? socketEndpoint(this.url));
    this.socket = socket;
    this.status = 0;
    this.pongSeen = false;
    this.timers.open = setTimeout(() => this.abandon(socket, "open timeout"), this.options.openTimeoutMs);
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket || typeof event.data !== "string") return;
      const text = event.data;
      this.inbound = this.inbound.then(() => this.receive(text)).catch(report);
    };
    socket.onerror = (event) => {
      if (this.socket === socket) this.events.error.emit(event);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event);
    };
  }

  private opened(socket: WebSocket): void {
    if (this.socket !== socket) return;
    clearTimeout(this.timers.open);
    this.status = 1;
    void this.transmit(connectPayload(this.data)).catch(report);
    if (this.options.heartbeatMs > 0) {
      this.heartbeat = setInterval(() => this.beat(socket), this.options.heartbeatMs);
    }
  }

  private async receive(text: string): Promise<void> {
    clearTimeout(this.timers.pong);
    delete this.timers.pong;
    let parsed = parseText(text);
    if (isEncryptedEnvelope(parsed)) {
      const { aesDecrypt, md5Hex } = await loadCrypto();
      parsed = parseText(aesDecrypt(parsed.data, md5Hex(String(parsed.timeStamp))));
    }
    if (this.stopped) return;
    const message = classifyMessage(parsed);
    switch (message.kind) {
      case "connect":
        this.connected(message.data);
        break;
      case "invalidToken":
        this.events.vk.emit({ type: "invalidToken", err: message.err });
        this.signOut({ reason: "invalidToken" });
        break;
      case "error":
        if (message.err.stack) console.warn("socket error", message.err);
        this.events.vk.emit({ type: "error", err: message.err });
        break;
      case "forceLogout":
        this.events.vk.emit({ type: "forceLogout", data: message.data });
        this.signOut(noticeOf(message.data));
        break;
      case "pong":
        this.pongSeen = true;
        break;
      default:
        this.events.message.emit(message.data);
    }
  }

  private connected(data: { cid: string } & Record<string, unknown>): void {
    this.status = 2;
    this.cid = data.cid;
    this.attempt = 0;
    this.setState("connected");
    for (const pending of this.queue.splice(0)) {
      this.transmit(pending.data).then(pending.resolve, pending.reject);
    }
    for (const waiter of this.waiters.splice(0)) waiter.resolve({ cid: data.cid });
    this.events.open.emit(data);
  }

  private signOut(notice: SignOutNotice): void {
    const onSignedOut = this.options.onSignedOut;
    this.close({ code: 1000, reason: notice.reason });
    onSignedOut?.(notice);
  }

  private closed(event: CloseEvent | { code: number; reason: string }): void {
    this.clearTimers();
    this.socket = undefined;
    this.status = 0;
    this.cid = undefined;
    this.events.close.emit(event);
    if (this.stopped) return;
    this.setState("reconnecting");
    const delay = backoffDelay(this.attempt++, this.options.backoff ?? DEFAULT_BACKOFF, this.options.random);
    this.timers.retry = setTimeout(() => this.open(), delay);
  }

  /** Drops a socket that will not open or has gone silent, without waiting for its close handshake. */
  private abandon(socket: WebSocket, reason: string): void {
    if (this.socket !== socket) return;
    detach(socket);
    try {
      socket.close(4000, reason);
    } catch {
      // Already closing.
    }
    this.closed({ code: 4000, reason });
  }

  private beat(socket: WebSocket): void {
    if (this.socket !== socket || socket.readyState !== 1) return;
    void this.transmit(pingPayload()).catch(report);
    // Only a server that answers pings can be found dead by their silence.
    if (this.pongSeen && !this.timers.pong) {
      this.timers.pong = setTimeout(() => this.abandon(socket, "no pong"), this.options.pongTimeoutMs);
    }
  }

  /** Back online while waiting to retry: retry now, from the first delay. */
  private readonly retryNow = (): void => {
    if (this.stopped || !this.timers.retry) return;
    clearTimeout(this.timers.retry);
    delete this.timers.retry;
    this.attempt = 0;
    this.open();
  };

  /** Sends one frame, in order with the frames before it (encryption loads its module first). */
  private transmit(data: unknown): Promise<void> {
    const socket = this.socket;
    const clientData: ClientData = {
      url: this.url,
      channel: this.channel,
      uniIdToken: getToken() ?? "",
      clientInfo: socketClientInfo(),
      data,
    };
    const sent = this.outbound.then(async () => {
      if (socket?.readyState !== 1) throw new Error("socket not open");
      socket.send(this.encrypt ? await encrypted(clientData) : plainFrame(clientData));
    });
    this.outbound = sent.catch(() => undefined);
    return sent;
  }
}

async function encrypted(clientData: ClientData): Promise<string> {
  const { aesEncrypt, md5Hex } = await loadCrypto();
  const { deviceId } = clientData.clientInfo;
  const cipher = aesEncrypt(JSON.stringify({ ...clientData, timeStamp: Date.now() }), md5Hex(deviceId));
  return encryptedFrame(deviceId, cipher);
}

function detach(socket: WebSocket): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
}

function report(error: unknown): void {
  console.warn("socket:", error);
}
