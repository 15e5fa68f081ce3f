import { randomUUID } from "node:crypto";
import {
  type ErrorName,
  type ForceLogoutReason,
  forceLogoutMessage,
  RosterError,
  SOCKET_CLOSE_CODES,
} from "@roster/contract";
import { userPush } from "@roster/contract/routes";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { RedisLink } from "../../lib/redis-link.js";
import type { SessionsEnded } from "../sessions/session-events.js";
import { SocketHub } from "./hub.js";

/** The Redis channel on which processes hand each other their deliveries. */
const BUS_CHANNEL = "roster:push";

/** One delivery, as every process carries it out on its own sockets. `text` is the message, serialized once. */
type Delivery =
  | { t: "user"; uid: string; url: string; text: string }
  | { t: "session"; sid: string; url: string; text: string }
  | { t: "channel"; url: string; channel: string; text: string }
  | { t: "end"; uid: string; sids?: readonly string[]; reason: ForceLogoutReason; by?: string }
  | { t: "invalid"; sid: string; error: ErrorName };

/** Where a delivery is carried out: on every process, or on this one only. */
type Scope = "everywhere" | "here";

/**
 * Pushes to sockets: to an account (all its devices), to a session, to a channel of a socket route; signs
 * sockets out when their sessions end (forceLogout) or their token fails (an error, then closed). Each
 * delivery is carried out at once on this process's sockets and, with `REDIS_URL`, published to the other
 * processes, which carry it out on theirs (Redis pub/sub; while Redis is down, only this process delivers,
 * and the periodic session check of every process still closes the sockets of ended sessions).
 */
export class PushService {
  /** The sockets open on this process. */
  readonly hub = new SocketHub();
  private readonly origin = randomUUID();
  private subscriber: Redis | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly redis: RedisLink | undefined,
  ) {}

  /** Starts hearing the other processes' deliveries (with Redis). */
  start(): void {
    if (!this.redis || this.subscriber) return;
    // Its own connection (a subscribed connection can do nothing else); it queues and retries until Redis
    // answers, and subscribes again after each reconnection.
    const subscriber = this.redis.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on("error", () => {
      // The shared link logs outages; this connection reconnects by itself.
    });
    subscriber.on("message", (_channel: string, payload: string) => this.received(payload));
    subscriber.subscribe(BUS_CHANNEL).catch((error: unknown) => {
      this.logger.error({ err: error }, "push: could not subscribe to other processes' deliveries");
    });
  }

  /** Stops hearing other processes. */
  close(): void {
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  /** Sends `data` to the sockets of an account on `url` (its push route by default), on every device. */
  toUser(uid: string, data: unknown, url: string = userPush.path): void {
    this.deliver({ t: "user", uid, url, text: JSON.stringify(data) });
  }

  /** Sends `data` to the sockets of one session on `url` (its push route by default). */
  toSession(sid: string, data: unknown, url: string = userPush.path): void {
    this.deliver({ t: "session", sid, url, text: JSON.stringify(data) });
  }

  /** Sends `data` to every socket on `channel` of the socket route `url`. */
  toChannel(url: string, channel: string, data: unknown): void {
    this.deliver({ t: "channel", url, channel, text: JSON.stringify(data) });
  }

  /**
   * Signs out the sockets of ended sessions: forceLogout with the reason, then closed. `here`: on this
   * process only (what its own session check found).
   */
  sessionsEnded(ended: SessionsEnded, scope: Scope = "everywhere"): void {
    const sids = "sessionIds" in ended ? ended.sessionIds : undefined;
    const { userId: uid, reason, endedBy: by } = ended;
    this.deliver({ t: "end", uid, ...(sids ? { sids } : {}), reason, ...(by ? { by } : {}) }, scope);
  }

  /**
   * Closes the sockets of a session whose token failed (expired, or its session gone): each gets the token
   * error, whose message holds "token" (upstream clients then report `invalidToken`).
   */
  sessionInvalid(sid: string, error: ErrorName, scope: Scope = "everywhere"): void {
    this.deliver({ t: "invalid", sid, error }, scope);
  }

  /** Carries a delivery out here, and hands it to the other processes. */
  private deliver(delivery: Delivery, scope: Scope = "everywhere"): void {
    this.carryOut(delivery);
    if (!this.redis || scope === "here") return;
    const payload = JSON.stringify({ origin: this.origin, delivery });
    this.redis.client.publish(BUS_CHANNEL, payload).catch((error: unknown) => {
      // The link has logged the outage; the other processes' session checks will close ended sessions.
      this.logger.debug({ err: error }, "push: could not publish to other processes");
    });
  }

  private received(payload: string): void {
    let message: { origin?: unknown; delivery?: Delivery };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      this.logger.warn("push: an unreadable message on the bus was ignored");
      return;
    }
    if (message.origin === this.origin || !message.delivery) return;
    this.carryOut(message.delivery);
  }

  /** Carries a delivery out on this process's sockets. */
  private carryOut(delivery: Delivery): void {
    const hub = this.hub;
    switch (delivery.t) {
      case "user":
        for (const peer of hub.ofUser(delivery.uid))
          if (peer.url === delivery.url) peer.sendText(delivery.text);
        return;
      case "session":
        for (const peer of hub.ofSession(delivery.sid))
          if (peer.url === delivery.url) peer.sendText(delivery.text);
        return;
      case "channel":
        for (const peer of hub.ofChannel(delivery.url, delivery.channel)) peer.sendText(delivery.text);
        return;
      case "end": {
        const peers = delivery.sids
          ? delivery.sids.flatMap((sid) => [...hub.ofSession(sid)].filter((p) => p.uid === delivery.uid))
          : [...hub.ofUser(delivery.uid)];
        for (const peer of peers) {
          // The session whose own call ended them closes too, told `signedOut`, which Roster's web client
          // follows to the login page without an alert (upstream clients sign out as on any forceLogout):
          // that call's answer has already told the user, a second "you were signed out" would confuse.
          const ownCall = delivery.by !== undefined && peer.sid === delivery.by;
          const reason = ownCall ? "signedOut" : delivery.reason;
          const data = { reason, msg: forceLogoutMessage(reason, peer.locale) };
          peer.sendFramework({ vkWebSocket: { type: "forceLogout", data } });
          peer.close(SOCKET_CLOSE_CODES.forceLogout, reason);
        }
        return;
      }
      case "invalid":
        for (const peer of [...hub.ofSession(delivery.sid)]) {
          const error = new RosterError(delivery.error);
          const data = { code: error.code, msg: error.localized(peer.locale) };
          peer.sendFramework({ vkWebSocket: { type: "error", data } });
          peer.close(SOCKET_CLOSE_CODES.invalidToken, delivery.error);
        }
        return;
    }
  }
}
