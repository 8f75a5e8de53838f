import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

// Invitations by e-mail, received by a real SMTP server this spec starts: the link that comes works once,
// the address is kept nowhere, and a refused address or e-mail being off leaves the owner the link to copy.

let smtp: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher(['nobody@refused.test']);
  t = await startTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'seedline@consultancy.test', PUBLIC_URL: 'https://seedline.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PASSWORD = 'lahore monsoon teacup ledger';

describe('an invitation with an e-mail address', () => {
  it('mails the single-use link, which sets a password once; the address is stored nowhere', async () => {
    const owner = await t.adminAgent();
    const { body } = await owner
      .post('/api/users/invitations')
      .send({ username: 'nadia', role: 'consultant', email: 'Nadia@Firm.test' })
      .expect(201);
    expect(body.mail).toEqual({ to: 'Nadia@Firm.test', status: 'sent', detail: null });
    const mail = smtp.mails.find((m) => m.subject === `${TEST_ADMIN.username} invited you to Seedline`);
    // nodemailer writes the domain in lower case.
    expect(mail?.to && 'text' in mail.to ? mail.to.text : null).toBe('Nadia@firm.test');
    expect(mail?.from?.text).toBe('seedline@consultancy.test');
    const url = /https:\/\/seedline\.example\/admin\/set-password#[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(url).toBe(`https://seedline.example${body.link}`);
    expect(mail?.text).toContain('Your username: nadia');
    expect(mail?.html).toContain(`href="https://seedline.example${body.link}"`);

    const token = url!.slice(url!.indexOf('#') + 1);
    await t.agent().post('/api/users/password').send({ token, password: PASSWORD }).expect(200);
    await t.agent().post('/api/users/password').send({ token, password: PASSWORD }).expect(410);
    const kept = await t.db.query(`SELECT 1 FROM events WHERE lower(data::text) LIKE '%nadia@firm.test%'`);
    expect(kept.rows).toEqual([]);
  });

  it('says when the SMTP server refuses the address, and still answers the link to copy', async () => {
    const owner = await t.adminAgent();
    const { body } = await owner
      .post('/api/users/invitations')
      .send({ username: 'nobody', role: 'viewer', email: 'nobody@refused.test' })
      .expect(201);
    expect(body.link).toMatch(/^\/admin\/set-password#/);
    expect(body.mail).toMatchObject({ to: 'nobody@refused.test', status: 'failed' });
    expect(body.mail.detail).toMatch(/No such user here.*copy the link and send it yourself/);
  });

  it('refuses an address that is no address (400), inviting nobody', async () => {
    const owner = await t.adminAgent();
    const refused = await owner
      .post('/api/users/invitations')
      .send({ username: 'typo', role: 'viewer', email: 'typo@' })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('Enter a valid e-mail address');
    const { body } = await owner.get('/api/users').expect(200);
    expect(body.map((u: { username: string }) => u.username)).not.toContain('typo');
  });
});

describe('an invitation with an address when e-mail is off', () => {
  it('says e-mail is off and answers the link', async () => {
    const off = await startTestApp();
    try {
      const owner = await off.adminAgent();
      const { body } = await owner
        .post('/api/users/invitations')
        .send({ username: 'offline', role: 'viewer', email: 'offline@firm.test' })
        .expect(201);
      expect(body.mail).toEqual({
        to: 'offline@firm.test',
        status: 'off',
        detail:
          'E-mail is off on this server (SMTP_URL and MAIL_FROM are not set): copy the link and send it yourself.',
      });
      expect(body.link).toMatch(/^\/admin\/set-password#/);
    } finally {
      await off.close();
    }
  });
});
