import { createTransport, type Transporter } from "nodemailer";
import type { EmailMessage, EmailProvider } from "./email.js";

/**
 * The `smtp` e-mail provider: nodemailer on SMTP_URL (`smtp://` or `smtps://`, credentials in the URL),
 * sending as MAIL_FROM. Connection, greeting and socket waits are capped by the provider timeout.
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = "smtp";
  private readonly transport: Transporter;

  constructor(settings: { url: string; from: string; timeoutMs: number }) {
    this.transport = createTransport(
      {
        url: settings.url,
        connectionTimeout: settings.timeoutMs,
        greetingTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
      },
      { from: settings.from },
    );
  }

  async send(message: EmailMessage, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  close(): void {
    this.transport.close();
  }
}
