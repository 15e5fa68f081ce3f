import { type Locale, normalizeLocale } from "@roster/contract";
import type { UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { withTimeout } from "../codes/code-sending.js";
import type { Services } from "../services.js";
import {
  findLatestOtherSessionLocale,
  findLiveSessions,
  hasRecentSessionFrom,
} from "../sessions/repository.js";
import { describedDevice } from "../sessions/user-agent.js";
import { findUserById } from "../users/repository.js";
import { newDeviceEmail, type SecurityChange, securityChangeEmail } from "./notice-texts.js";

/** Sessions that ended longer ago than this no longer make their device known (as their retention). */
const RECENT_MS = 30 * 24 * 3_600_000;

/** A sign-in from a device none of the account's live or recent sessions had. */
export interface NewDeviceSignIn {
  userId: string;
  /** The session the sign-in opened. */
  sessionId: string;
  client: ClientInfo;
  at: number;
}

/**
 * Whether `client` is a device that `user` signed in from before: a live session, or one that ended within
 * 30 days, with its device id (or, for a client that sends none, the same user agent). An account that
 * never signed in (just registered or created) has no devices to compare with: every device is known.
 * Call it before the sign-in opens its session, in the sign-in's transaction.
 */
export async function isNewDevice(
  db: Db,
  user: Pick<UserRow, "id" | "last_login_date">,
  client: ClientInfo,
  now: number,
): Promise<boolean> {
  if (user.last_login_date === null) return false;
  const since = now - RECENT_MS;
  return !(await hasRecentSessionFrom(db, user.id, since, client.deviceId, client.userAgent));
}

/** How a notice names the device: model, OS, browser, app version as declared; else the user agent. */
export function describeDevice(client: ClientInfo): string {
  const device = describedDevice(client);
  const browser = [device.browserName, device.browserVersion].filter(Boolean).join(" ");
  const app = client.appVersion && `${client.appName || "app"} ${client.appVersion}`;
  const parts = [client.deviceModel, device.os, browser, app].filter((p) => p !== "" && p !== "unknown");
  return parts.length > 0 ? parts.join(" · ") : client.userAgent.slice(0, 120);
}

/**
 * The language of a notice to the account's owner: the locale of the owner's most recently used other
 * live session (a device they already had), else the signing-in client's.
 */
async function ownerLocale(db: Db, signIn: NewDeviceSignIn) {
  const locale = await findLatestOtherSessionLocale(db, signIn.userId, signIn.sessionId, signIn.at);
  return locale ? normalizeLocale(locale) : signIn.client.locale;
}

/**
 * Tells the account's owner about a sign-in from a new device: an e-mail to the account's confirmed
 * address (none without one) through the e-mail provider (the outbox for `console`), in the owner's
 * language. Before that, a push to the account's other live sessions: this is the one place a new-device sign-in is
 * announced. The mails to one account spend its `signInNotice` budget (BUDGET_SIGN_IN_NOTICE_PER_ACCOUNT):
 * past it the push still goes out and the mail does not, so that signing in again and again (a new device
 * id each time) cannot make Roster mail without end.
 */
export async function onNewDevice(svc: Services, signIn: NewDeviceSignIn): Promise<void> {
  const device = describeDevice(signIn.client);
  // The owner's other devices hear of it at once (their Devices page reloads on it).
  for (const other of await findLiveSessions(svc.db, signIn.userId, signIn.at)) {
    if (other.id !== signIn.sessionId)
      svc.push.toSession(other.id, { type: "newDeviceSignIn", device, ip: signIn.client.ip, at: signIn.at });
  }
  const user = await findUserById(svc.db, signIn.userId);
  if (!user?.email || user.email_confirmed !== 1) return;
  const to = user.email;
  if (!(await svc.budgets.admits("signInNotice", { account: signIn.userId }))) {
    svc.logger.info({ userId: signIn.userId }, "new-device notice not mailed: the account's budget is spent");
    return;
  }
  const content = newDeviceEmail({
    account: user.nickname || user.username || to,
    device,
    ip: signIn.client.ip,
    at: signIn.at,
    locale: await ownerLocale(svc.db, signIn),
  });
  await withTimeout(svc.config.providerTimeoutMs, (signal) => svc.email.send({ to, ...content }, signal));
}

/** Notices still being sent, per app: the call does not wait for them, closing the app does. */
const pending = new WeakMap<Services, Set<Promise<void>>>();

/** Runs a notice without holding up the call that caused it; a failure is logged (the call stands). */
function inBackground(svc: Services, userId: string, what: string, send: () => Promise<void>): void {
  const tasks = pending.get(svc) ?? new Set<Promise<void>>();
  pending.set(svc, tasks);
  const task: Promise<void> = send()
    .catch((error: unknown) => {
      svc.logger.warn(
        { userId, provider: svc.email.name, reason: (error as Error)?.message },
        `${what} notice failed`,
      );
    })
    .finally(() => tasks.delete(task));
  tasks.add(task);
}

/**
 * Runs {@link onNewDevice} without holding up the sign-in that caused it; a failure is logged (the
 * sign-in stands). {@link noticesSent} waits for the ones under way.
 */
export function announceNewDevice(svc: Services, signIn: NewDeviceSignIn): void {
  inBackground(svc, signIn.userId, "new-device", () => onNewDevice(svc, signIn));
}

/** A change to how an account signs in: whose, which, when, and the session that made it (if any). */
export interface SecurityChangeEvent {
  userId: string;
  change: SecurityChange;
  /** When (epoch ms); now when not given. */
  at?: number;
  /** The session that made the change: its device knows already and is not pushed to. */
  sessionId?: string;
  locale: Locale;
}

/**
 * Tells an account's owner of a change to how it signs in (issue 29): a push to its other live sessions
 * (`securityChange`) and a mail to its confirmed address, in the background like a new-device notice and
 * within the same per-account mail budget (`signInNotice`).
 */
export function announceSecurityChange(svc: Services, event: SecurityChangeEvent): void {
  const at = event.at ?? svc.clock.now();
  inBackground(svc, event.userId, "security-change", async () => {
    for (const other of await findLiveSessions(svc.db, event.userId, at)) {
      if (other.id !== event.sessionId)
        svc.push.toSession(other.id, { type: "securityChange", change: event.change, at });
    }
    const user = await findUserById(svc.db, event.userId);
    if (!user?.email || user.email_confirmed !== 1) return;
    if (!(await svc.budgets.admits("signInNotice", { account: event.userId }))) return;
    const content = securityChangeEmail({
      account: user.nickname || user.username || user.email,
      change: event.change,
      at,
      locale: event.locale,
    });
    const to = user.email;
    await withTimeout(svc.config.providerTimeoutMs, (signal) => svc.email.send({ to, ...content }, signal));
  });
}

/** Resolves once every notice (new device, security change) started so far has been sent or has failed. */
export async function noticesSent(svc: Services): Promise<void> {
  const tasks = pending.get(svc);
  while (tasks && tasks.size > 0) await Promise.all([...tasks]);
}
