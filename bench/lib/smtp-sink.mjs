// A real SMTP server on 127.0.0.1 for the bench's API (SMTP_URL): takes every mail and counts it, so the
// staff-mail scenario's reminders are really sent while respondents answer.
import { SMTPServer } from 'smtp-server';

/** @returns {Promise<{ url: string, received: () => number, close: () => Promise<void> }>} */
export async function startSmtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
