import type { Db } from "../db/types.js";
import type { Clock } from "../services/core/clock.js";
import { newId } from "../services/core/ids.js";
import type { EmailMessage, EmailProvider } from "./email.js";
import type { SmsMessage, SmsProvider } from "./sms.js";

/** Outbox messages older than this are deleted when a new one arrives. */
const OUTBOX_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * Where a console provider also shows each message, outside production: the server's log, so that
 * someone running Roster on their own machine reads the code in the terminal. Never set in production,
 * where a log holding live codes would be a way into accounts.
 */
export type OutboxEcho = (message: { channel: "sms" | "email"; recipient: string; text: string }) => void;

type OutboxRow = {
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
};

async function deliver(db: Db, clock: Clock, row: OutboxRow, echo: OutboxEcho | undefined): Promise<void> {
  echo?.({ channel: row.channel, recipient: row.recipient, text: row.text });
  const now = clock.now();
  await db
    .insertInto("provider_outbox")
    .values({ id: newId(), created_at: now, ...row })
    .execute();
  await db
    .deleteFrom("provider_outbox")
    .where("created_at", "<", now - OUTBOX_RETENTION_MS)
    .execute();
}

/** What both console providers share: the outbox they write to and the echo outside production. */
abstract class ConsoleProvider {
  readonly name = "console";
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly echo?: OutboxEcho,
  ) {}

  protected deliver(row: OutboxRow): Promise<void> {
    return deliver(this.db, this.clock, row, this.echo);
  }
}

/**
 * The `console` SMS provider (the default outside production): the message lands in the outbox table,
 * where admins read it through user/sys/getOutbox and tests read it directly.
 */
export class ConsoleSmsProvider extends ConsoleProvider implements SmsProvider {
  async send(message: SmsMessage): Promise<void> {
    await this.deliver({
      channel: "sms",
      recipient: message.mobile,
      subject: "",
      text: message.text,
      html: null,
    });
  }
}

/** The `console` e-mail provider: like {@link ConsoleSmsProvider}, with subject and HTML. */
export class ConsoleEmailProvider extends ConsoleProvider implements EmailProvider {
  async send(message: EmailMessage): Promise<void> {
    await this.deliver({
      channel: "email",
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }
}
