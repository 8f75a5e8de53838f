import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpCatcher = {
  url: string;
  /** Parsed mails, in the order they arrived. */
  mails: ParsedMail[];
  /** SMTP connections opened to it so far. */
  connections(): number;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (port 0) for specs: takes every mail, parses it with mailparser,
 * refuses RCPT (550) for the addresses in `refuse`, and defers (451) those in `deferFirst` a few times.
 */
export async function startSmtpCatcher(
  refuse: readonly string[] = [],
  /** Addresses answered 451 (try again later) this many times before they are taken. */
  deferFirst: Readonly<Record<string, number>> = {},
): Promise<SmtpCatcher> {
  const mails: ParsedMail[] = [];
  const deferred = new Map<string, number>();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address.toLowerCase())) {
        const error = new Error('5.1.1 No such user here') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      const to = address.address.toLowerCase();
      const times = deferred.get(to) ?? 0;
      if (times < (deferFirst[to] ?? 0)) {
        deferred.set(to, times + 1);
        const error = new Error('4.7.1 Try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a caught mail as it was sent (unfolded), by its lower-case name. */
export const headerOf = (mail: ParsedMail, name: string): string | undefined =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '');

/** The https URL of a mail's List-Unsubscribe (the one-click URL), as the server's own path and query. */
export const oneClickPath = (mail: ParsedMail): string => {
  const url = new URL(/<(https?:[^>]+)>/.exec(headerOf(mail, 'list-unsubscribe') ?? '')![1]!);
  return `${url.pathname}${url.search}`;
};
