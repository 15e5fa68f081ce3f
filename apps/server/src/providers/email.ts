/** One e-mail: recipient, subject, and the same content as plain text and HTML. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail transport. `send` resolves once the server accepted the message and rejects otherwise; it stops
 * when `signal` aborts (the caller's timeout).
 */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage, signal: AbortSignal): Promise<void>;
  /** Releases connections, if any. */
  close?(): void;
}
