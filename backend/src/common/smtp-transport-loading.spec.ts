import { classifySmtpError, createSmtpTransport } from './smtp-transport';

// nodemailer is loaded only by a deployment that sends mail (SMTP_URL): without it the API never loads it.

jest.mock('nodemailer', () => {
  (globalThis as { nodemailerLoads?: number }).nodemailerLoads = 1;
  return jest.requireActual('nodemailer');
});
const loaded = () => (globalThis as { nodemailerLoads?: number }).nodemailerLoads === 1;

it('loads nodemailer with the first SMTP transport, not with the mail module', () => {
  expect(classifySmtpError(Object.assign(new Error('busy'), { responseCode: 421 })).kind).toBe('retry');
  expect(loaded()).toBe(false);

  const transport = createSmtpTransport('smtp://127.0.0.1:2525', 'seedline@example.test');
  try {
    expect(loaded()).toBe(true);
  } finally {
    transport.close();
  }
});
