import type { EmailMessage, EmailProvider } from "./email.js";
import type { SmsMessage, SmsProvider } from "./sms.js";

/**
 * Where a console provider also shows each message, outside production: the server's log, so that
 * someone running Roster on their own machine reads the code in the terminal. Never set in production,
 * where a log holding live codes would be a way into accounts.
 */
export type OutboxEcho = (message: { channel: "sms" | "email"; recipient: string; text: string }) => void;

/** A message as the console providers keep it. */
export type OutboxMessage = {
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
};

/** Where the console providers keep their messages (the outbox table, through its repository). */
export interface Outbox {
  append(message: OutboxMessage): Promise<void>;
}

/** What both console providers share: the outbox they write to and the echo outside production. */
abstract class ConsoleProvider {
  readonly name = "console";
  constructor(
    private readonly outbox: Outbox,
    private readonly echo?: OutboxEcho,
  ) {}

  protected async deliver(message: OutboxMessage): Promise<void> {
    this.echo?.({ channel: message.channel, recipient: message.recipient, text: message.text });
    await this.outbox.append(message);
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
