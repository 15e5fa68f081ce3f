import { randomUUID } from "node:crypto";
import {
  DEFAULT_CHANNEL,
  type ErrorName,
  LIMITS,
  type Locale,
  RATE_BUCKETS,
  RosterError,
  SOCKET_CLOSE_CODES,
} from "@roster/contract";
import type { RawData, WebSocket } from "ws";
import type { App } from "../app.js";
import type { ClientInfo } from "../lib/client-info.js";
import { normalizePath } from "../router/classify.js";
import { openEncryptedPayload } from "../router/encryption.js";
import type { SocketRef } from "../router/types.js";
import type { SocketPeer } from "../services/push/peer.js";
import type { AuthState } from "../services/sessions/authentication.js";
import { sessionStanding } from "../services/sessions/sessions.js";
import type { SocketConfig } from "../settings/config.js";
import type { CallLimiter } from "./rate-limit.js";
import {
  type ClientData,
  clientInfoOfFrame,
  connectData,
  encryptMessage,
  frameKey,
  readClientData,
  readFrame,
} from "./socket-frames.js";

/** Errors after which a socket's token or account is no good: it is closed. */
const TOKEN_ERRORS: ReadonlySet<string> = new Set<ErrorName>([
  "checkTokenFailed",
  "tokenExpired",
  "tokenNotExist",
  "accountBanned",
  "accountClosed",
]);
/** Connect errors that no later connect frame on this socket can mend. */
const REFUSALS: ReadonlySet<string> = new Set<ErrorName>([
  "notFound",
  "notSocketRoute",
  "privateFunction",
  "socketLimitReached",
]);

/** A socket whose unsent data grows past this is too slow to keep: it is cut. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Frames beyond this many times the per-second budget, within one second, are a flood: the socket is closed. */
const FLOOD_FACTOR = 4;

/** What a connection needs besides its socket. */
export interface ConnectionOptions {
  app: App;
  config: SocketConfig;
  limiter: CallLimiter | undefined;
  /** The socket route it opened (`?url=`). */
  url: string;
  ip: string;
  userAgent: string;
  onClosed(connection: SocketConnection): void;
}

/**
 * One WebSocket of the router endpoint: reads its frames (one at a time, in order), runs the connect and
 * message events of its route through the router, and is the push service's peer for it once connected.
 */
export class SocketConnection implements SocketPeer {
  readonly cid = randomUUID();
  readonly url: string;
  channel: string | undefined;
  uid: string | undefined;
  sid: string | undefined;
  locale: Locale = "en";
  /** Frames ran through the router so far (request ids). */
  private frames = 0;
  /** The connect frame came encrypted: framework messages go out encrypted too. */
  private encrypted = false;
  /** Indexed in the push service's hub. */
  private bound = false;
  /** Passed the route's policy: messages and pushes flow. */
  private admitted = false;
  /** The connect frame was answered with `{cid}`. */
  private connected = false;
  private closed = false;
  private readonly openedAt = Date.now();
  private lastSeen = this.openedAt;
  private lastPing = this.openedAt;
  private windowStart = 0;
  private windowFrames = 0;
  private queue: Promise<void> = Promise.resolve();
  /** Cancels the timer set to its session's expiry (while admitted with a session). */
  private cancelExpiry: (() => void) | undefined;
  /** What handlers see of this socket. */
  private readonly ref: SocketRef;

  constructor(
    private readonly ws: WebSocket,
    private readonly options: ConnectionOptions,
  ) {
    this.url = options.url;
    const self = this;
    this.ref = {
      cid: this.cid,
      url: this.url,
      get channel() {
        return self.channel ?? DEFAULT_CHANNEL;
      },
      send: (data) => this.sendText(JSON.stringify(data)),
    };
    ws.on("message", (raw, isBinary) => this.onFrame(raw, isBinary));
    ws.on("pong", () => {
      this.lastSeen = Date.now();
    });
    ws.on("close", () => this.onClose());
    ws.on("error", (error) => this.onError(error));
  }

  private get services() {
    return this.options.app.services;
  }

  // ---- SocketPeer ---------------------------------------------------------------------------------

  sendText(text: string): void {
    if (!this.admitted || this.closed) return;
    this.write(text);
  }

  sendFramework(message: { vkWebSocket: { type: string; data: unknown } }): void {
    if (this.closed) return;
    this.write(this.encrypted ? encryptMessage(message, Date.now()) : JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.unbind();
    this.ws.close(code, reason.slice(0, 120));
  }

  // ---- timers -------------------------------------------------------------------------------------

  /** The heartbeat: pings, and closes a socket that never connected or went silent. */
  tick(now: number): void {
    if (this.closed) return;
    const { connectTimeoutMs, idleTimeoutMs, heartbeatMs } = this.options.config;
    if (!this.connected && now - this.openedAt > connectTimeoutMs) {
      this.close(SOCKET_CLOSE_CODES.timeout, "no connect frame in time");
    } else if (now - this.lastSeen > idleTimeoutMs) {
      // Not even a pong: the peer is gone, a close handshake would wait for nobody.
      this.closed = true;
      this.unbind();
      this.ws.terminate();
    } else if (now - this.lastPing >= heartbeatMs) {
      this.lastPing = now;
      this.ws.ping();
    }
  }

  // ---- frames -------------------------------------------------------------------------------------

  private write(text: string): void {
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.services.logger.warn({ cid: this.cid, ip: this.options.ip }, "socket too slow to read: cut");
      this.closed = true;
      this.unbind();
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
  }

  /** Counts a frame against the per-second budget: run it, drop it (saying so once a second), or close. */
  private admitFrame(now: number): "run" | "drop" | "flood" {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowFrames = 0;
    }
    const budget = this.options.config.framesPerSecond;
    this.windowFrames++;
    if (this.windowFrames <= budget) return "run";
    if (this.windowFrames > budget * FLOOD_FACTOR) return "flood";
    if (this.windowFrames === budget + 1) {
      this.sendError(new RosterError("socketRateLimited", { limit: budget }), false);
    }
    return "drop";
  }

  private onFrame(raw: RawData, isBinary: boolean): void {
    if (this.closed) return;
    const now = Date.now();
    this.lastSeen = now;
    const admission = this.admitFrame(now);
    if (admission === "flood") {
      this.close(1008, "too many frames");
      return;
    }
    if (admission === "drop") return;
    if (isBinary) {
      this.sendError(new RosterError("socketBadJson", { limit: LIMITS.inputMaxDepth }), false);
      return;
    }
    const text = Array.isArray(raw)
      ? Buffer.concat(raw).toString()
      : Buffer.isBuffer(raw)
        ? raw.toString()
        : Buffer.from(new Uint8Array(raw)).toString();
    this.queue = this.queue
      .then(() => this.handleFrame(text))
      .catch((error: unknown) => {
        this.services.logger.error({ err: error, cid: this.cid }, "socket frame failed");
        this.sendError(new RosterError("internal"), false);
      });
  }

  private async handleFrame(text: string): Promise<void> {
    if (this.closed) return;
    let encrypt = false;
    let clientData: ClientData;
    let deviceId: string;
    try {
      const frame = readFrame(text, this.locale);
      encrypt = frame.encrypt;
      deviceId = frame.deviceId;
      const data = encrypt
        ? await openEncryptedPayload(this.services, frame.data, frameKey(deviceId), this.locale)
        : frame.data;
      clientData = readClientData(data, this.locale);
      if (clientData.url !== undefined && (normalizePath(clientData.url) ?? clientData.url) !== this.url)
        throw new RosterError("socketBadFrame", { problem: `url must be ${this.url.slice(0, 200)}` });
    } catch (error) {
      this.sendError(error, encrypt);
      return;
    }
    const { ip, userAgent } = this.options;
    const client = clientInfoOfFrame(clientData, deviceId, { ip, userAgent });
    let kind: ReturnType<typeof connectData>;
    try {
      kind = connectData(clientData.data);
    } catch (error) {
      this.sendError(error, encrypt);
      return;
    }
    if (kind.connect) await this.connect(kind.data, clientData, client, encrypt);
    else await this.message(clientData, client);
  }

  // ---- events -------------------------------------------------------------------------------------

  private async connect(data: unknown, clientData: ClientData, client: ClientInfo, encrypt: boolean) {
    const { app, limiter } = this.options;
    this.locale = client.locale;
    const token = clientData.uniIdToken || undefined;
    if (limiter && !(await this.withinRate(token))) return;
    // A second connect frame starts over (another token, another channel).
    this.unbind();
    this.connected = false;
    this.admitted = false;
    this.encrypted = encrypt;
    this.channel = clientData.channel ?? DEFAULT_CHANNEL;
    // Indexed under the identity its token claims before the session is read, so that a session that
    // ends meanwhile still finds (and closes) this socket; nothing reaches it before it is admitted.
    const claimed = this.claimedIdentity(token);
    this.uid = claimed?.uid;
    this.sid = claimed?.sid;
    this.bind();
    const result = await app.router.socketEvent({
      event: "connect",
      path: this.url,
      data,
      encrypted: encrypt,
      token,
      client,
      requestId: this.nextRequestId(),
      socket: this.ref,
      admit: (auth) => this.admit(auth),
    });
    if (this.closed) return;
    if (!result.ok) {
      this.unbind();
      this.admitted = false;
      this.uid = undefined;
      this.sid = undefined;
      this.sendFramework({ vkWebSocket: { type: "error", data: errorData(result.body) } });
      if (result.errorName && TOKEN_ERRORS.has(result.errorName))
        this.close(SOCKET_CLOSE_CODES.invalidToken, result.errorName);
      else if (result.errorName && REFUSALS.has(result.errorName))
        this.close(SOCKET_CLOSE_CODES.refused, result.errorName);
      return;
    }
    this.connected = true;
    this.sendFramework({ vkWebSocket: { type: "connect", data: { cid: this.cid } } });
  }

  /** The route's policy let the caller through: caps, then this socket receives its pushes. */
  private admit(auth: AuthState | undefined): void {
    if (auth && (auth.uid !== this.uid || auth.sid !== this.sid)) {
      this.unbind();
      this.uid = auth.uid;
      this.sid = auth.sid;
      this.bind();
    }
    const limit = this.options.config.maxPerUser;
    if (this.uid !== undefined && this.services.push.hub.ofUser(this.uid).size > limit)
      throw new RosterError("socketLimitReached", { limit });
    this.admitted = true;
    if (auth) this.watchExpiry(auth.expiresAt);
  }

  /**
   * Sets a timer to the session's expiry, so that its sockets close when it expires, not at the next
   * heartbeat. When it rings the session is read again: a token refresh may have moved the expiry on (the
   * timer is set again), and one that ended unheard is closed too. The reading waits in the frame queue,
   * so that a frame sent after the expiry is run after it.
   */
  private watchExpiry(expiresAt: number): void {
    this.cancelExpiry?.();
    this.cancelExpiry = this.services.clock.at(expiresAt, () => {
      this.cancelExpiry = undefined;
      this.queue = this.queue
        .then(() => this.expiryReached())
        .catch((error: unknown) => {
          // The heartbeat's session check closes it later.
          this.services.logger.warn({ err: error, cid: this.cid }, "socket session expiry check failed");
        });
    });
  }

  private async expiryReached(): Promise<void> {
    const sid = this.sid;
    if (this.closed || !this.admitted || sid === undefined) return;
    const svc = this.services;
    const standing = await sessionStanding(svc.db, sid, svc.clock.now());
    if (this.closed || this.sid !== sid) return;
    if (typeof standing === "object") this.watchExpiry(standing.liveUntil);
    // Every socket of the session on this process (each process has its own sockets' timers).
    else svc.push.sessionInvalid(sid, standing === "expired" ? "tokenExpired" : "tokenNotExist", "here");
  }

  private async message(clientData: ClientData, client: ClientInfo): Promise<void> {
    if (!this.connected) {
      this.sendError(new RosterError("socketNotConnected"), false);
      return;
    }
    if (clientData.channel !== undefined && clientData.channel !== this.channel) {
      this.sendError(
        new RosterError("socketBadFrame", { problem: "the channel is set by the connect frame" }),
        false,
      );
      return;
    }
    const token = clientData.uniIdToken || undefined;
    const result = await this.options.app.router.socketEvent({
      event: "message",
      path: this.url,
      data: clientData.data,
      encrypted: false,
      token,
      client,
      requestId: this.nextRequestId(),
      socket: this.ref,
      session: this.sid,
    });
    if (this.closed || result.ok) return;
    const sessionOver = result.errorName === "tokenExpired" || result.errorName === "tokenNotExist";
    if (sessionOver && this.sid !== undefined && sessionOfToken(token) === this.sid) {
      // This socket's session is over: every socket of it, on every process, gets the error and is closed.
      this.services.push.sessionInvalid(this.sid, result.errorName as ErrorName);
      return;
    }
    // Message errors go out in clear, as upstream sends them.
    this.write(JSON.stringify({ vkWebSocket: { type: "error", data: errorData(result.body) } }));
    if (result.errorName && TOKEN_ERRORS.has(result.errorName))
      this.close(SOCKET_CLOSE_CODES.invalidToken, result.errorName);
  }

  // ---- helpers ------------------------------------------------------------------------------------

  /** Spends one connect from the client's budget of the route's rate bucket (as a call would). */
  private async withinRate(token: string | undefined): Promise<boolean> {
    const { app, limiter, ip } = this.options;
    const bucket = app.router.contractOf(this.url)?.rate ?? "pub";
    if (RATE_BUCKETS[bucket].exemptsSignedIn && this.claimedIdentity(token)) return true;
    const admission = await limiter!.admit(bucket, ip);
    if (admission.allowed) return true;
    this.sendError(new RosterError("rateLimited"), false);
    this.close(1008, "rate limited");
    return false;
  }

  /** Who a token says it is, when its signature and expiry hold (the session is not read). */
  private claimedIdentity(token: string | undefined): { uid: string; sid: string } | undefined {
    if (!token) return undefined;
    try {
      const { uid, sid } = this.services.tokens.verify(token);
      return { uid, sid };
    } catch {
      return undefined;
    }
  }

  private bind(): void {
    if (this.bound) return;
    this.services.push.hub.add(this);
    this.bound = true;
  }

  private unbind(): void {
    this.cancelExpiry?.();
    this.cancelExpiry = undefined;
    if (!this.bound) return;
    this.services.push.hub.remove(this);
    this.bound = false;
  }

  private nextRequestId(): string {
    return `${this.cid}:${++this.frames}`;
  }

  /** Sends an error frame for a failure (a RosterError, or an unexpected fault that is logged, not sent). */
  private sendError(error: unknown, encrypt: boolean): void {
    let failure = error;
    if (!(error instanceof RosterError)) {
      this.services.logger.error({ err: error, cid: this.cid }, "socket frame failed");
      failure = new RosterError("internal");
    }
    const rosterError = failure as RosterError;
    const message = {
      vkWebSocket: {
        type: "error",
        data: { code: rosterError.code, msg: rosterError.localized(this.locale) },
      },
    };
    if (this.closed) return;
    this.write(encrypt ? encryptMessage(message, Date.now()) : JSON.stringify(message));
  }

  private onClose(): void {
    const wasAdmitted = this.admitted;
    this.closed = true;
    this.admitted = false;
    this.unbind();
    this.options.onClosed(this);
    if (!wasAdmitted) return;
    void this.options.app.router.socketClosed({
      event: "disconnect",
      path: this.url,
      requestId: this.nextRequestId(),
      socket: this.ref,
      uid: this.uid,
      sid: this.sid,
    });
  }

  private onError(error: Error): void {
    this.services.logger.info({ cid: this.cid, ip: this.options.ip, err: error.message }, "socket error");
    if (!this.admitted) return;
    void this.options.app.router.socketClosed({
      event: "error",
      path: this.url,
      requestId: this.nextRequestId(),
      socket: this.ref,
      uid: this.uid,
      sid: this.sid,
      errMsg: error.message,
    });
  }
}

/**
 * The session a token names, read without checking it: only to tell whether a failing frame's token is of
 * this socket's own session (the router has already refused it).
 */
function sessionOfToken(token: string | undefined): string | undefined {
  const payload = token?.split(".")[1];
  if (!payload) return undefined;
  try {
    const sid: unknown = JSON.parse(Buffer.from(payload, "base64url").toString()).sid;
    return typeof sid === "string" ? sid : undefined;
  } catch {
    return undefined;
  }
}

/** The `{code, msg}` of an error body (its request id stays in the log). */
function errorData(body: Record<string, unknown>): { code: unknown; msg: unknown } {
  return { code: body.code, msg: body.msg };
}
