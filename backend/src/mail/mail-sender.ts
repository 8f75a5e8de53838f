import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { headerText, type MailContent } from './mail-texts';

// Sends one mail to one address over SMTP, and says what became of it: sent, refused (the server
// will not take this recipient: a permanent 5xx), or failed for now (retried).

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; error: string }
  | { kind: 'retry'; error: string }
  | { kind: 'failed'; error: string };

export type MailTransport = {
  send(to: string, content: MailContent, headers: Record<string, string>): Promise<SendOutcome>;
  close(): void;
};

type SmtpError = Error & { responseCode?: number; command?: string; response?: string };

export function classifySmtpError(error: SmtpError): SendOutcome {
  const message = (error.response ?? error.message).slice(0, 500);
  const code = error.responseCode;
  if (code !== undefined && code >= 500) {
    // A refused recipient (RCPT) is for the admin to fix; another permanent error ends the mail too.
    return error.command === 'RCPT TO' || /recipient/i.test(message)
      ? { kind: 'refused', error: message }
      : { kind: 'failed', error: message };
  }
  return { kind: 'retry', error: message };
}

/** nodemailer (35 files, about 1 MB of heap) is loaded by the first SMTP transport: none without SMTP_URL. */
export function createSmtpTransport(smtpUrl: string, from: string, timeoutMs = 30_000): MailTransport {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded here, not imported: see above
  const nodemailer = require('nodemailer') as typeof Nodemailer;
  const transporter: Transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(to, content, headers) {
      try {
        const info = (await transporter.sendMail({
          from,
          to,
          // Whatever built them, no header leaves with bidi controls or a line break in it.
          subject: headerText(content.subject),
          text: content.text,
          html: content.html,
          headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerText(value)])),
        })) as { rejected?: unknown[]; response?: string };
        if (info.rejected && info.rejected.length > 0)
          return { kind: 'refused', error: info.response ?? 'Recipient refused' };
        return { kind: 'sent' };
      } catch (error) {
        return classifySmtpError(error as SmtpError);
      }
    },
    close: () => transporter.close(),
  };
}
