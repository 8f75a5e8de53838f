import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

// Sends one mail to one address over SMTP, and says what became of it: sent, refused (the server
// will not take this recipient: a permanent 5xx), or failed for now (retried). Every mail the app sends
// goes through here: the notifications' outbox (mail/) and the team's invitations (auth/users/).

export type MailContent = { subject: string; text: string; html: string };

/**
 * Bidirectional controls: embeddings and overrides (U+202A to U+202E), isolates (U+2066 to U+2069),
 * the marks (U+200E, U+200F, U+061C). In a subject a title's override can show `Invoice exe.jpg`
 * for `Invoice gpj.exe`; a mail client lays a header out by its own rules without them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** A header's text (the subject included) without bidi controls or line breaks. */
export function headerText(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(/[\r\n]+/g, ' ');
}

/** Text put into a mail's HTML. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; error: string }
  | { kind: 'retry'; error: string }
  | { kind: 'failed'; error: string };

/**
 * A send's outcome in the outbox's terms (outbox/retry-schedule.ts, TryOutcome): sent, or refused or
 * failed for good, settled; a failure for now is tried again on the schedule. Every mail channel records it so.
 */
export function settledOrRetry(
  outcome: SendOutcome,
): { kind: 'settled'; status: 'sent' | 'refused' | 'failed'; error: string | null } | { kind: 'retry'; error: string } {
  switch (outcome.kind) {
    case 'sent':
      return { kind: 'settled', status: 'sent', error: null };
    case 'refused':
    case 'failed':
      return { kind: 'settled', status: outcome.kind, error: outcome.error };
    case 'retry':
      return { kind: 'retry', error: outcome.error };
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

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

export type SmtpTransportOptions = {
  /** How long connecting, the greeting and a silent socket may each take (nodemailer's three timeouts). */
  timeoutMs?: number;
  /**
   * Connections kept open and reused for mail after mail (nodemailer's pool), as many as the channel sends
   * at once: for the outbox channels, which send thousands in a row, where a handshake per mail costs the
   * API's cores more. Unset: a connection per mail, for a single mail such as a team invitation.
   */
  pooledConnections?: number;
};

/**
 * The connection URL with the transport's settings as query parameters, which is where nodemailer reads
 * them when it is given a URL (options passed beside a URL string are taken as message defaults and do
 * nothing). A parameter the operator wrote in SMTP_URL stays as written.
 */
export function smtpConnectionUrl(smtpUrl: string, options: SmtpTransportOptions = {}): string {
  const url = new URL(smtpUrl);
  const timeout = String(options.timeoutMs ?? 30_000);
  const settings: Record<string, string> = {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    ...(options.pooledConnections ? { pool: 'true', maxConnections: String(options.pooledConnections) } : {}),
  };
  for (const [name, value] of Object.entries(settings)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** nodemailer (35 files, about 1 MB of heap) is loaded by the first SMTP transport: none without SMTP_URL. */
export function createSmtpTransport(smtpUrl: string, from: string, options: SmtpTransportOptions = {}): MailTransport {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded here, not imported: see above
  const nodemailer = require('nodemailer') as typeof Nodemailer;
  const transporter: Transporter = nodemailer.createTransport(smtpConnectionUrl(smtpUrl, options));
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
