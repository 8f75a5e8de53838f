import { invitationMail } from './invitation-mail';

const input = {
  username: 'sana',
  role: 'consultant' as const,
  invitedBy: 'amir',
  url: 'https://seedline.example/admin/set-password#tok<en>',
  expiresAt: '2026-12-06T10:00:00.000Z',
};

describe('an invitation e-mail', () => {
  it('says who invited whom, as what, and until when the link works, with the link itself', () => {
    const mail = invitationMail(input);
    expect(mail.subject).toBe('amir invited you to Seedline');
    expect(mail.text).toContain('amir invited you to the team on Seedline as a consultant');
    expect(mail.text).toContain('It works once, until Sunday, 6 December 2026 at 10:00 UTC');
    expect(mail.text).toContain('\n\nhttps://seedline.example/admin/set-password#tok<en>\n\n');
    expect(mail.text).toContain('Your username: sana');
  });

  it('escapes what goes into its HTML, and keeps line breaks and bidi controls out of the subject', () => {
    const mail = invitationMail({ ...input, invitedBy: 'evil\r\nBcc: x@y.test\u202e' });
    expect(mail.html).toContain('href="https://seedline.example/admin/set-password#tok&lt;en&gt;"');
    expect(mail.subject).toBe('evil Bcc: x@y.test invited you to Seedline');
  });

  it('names an unknown sender "An owner"', () => {
    expect(invitationMail({ ...input, invitedBy: null }).text).toMatch(/^An owner invited you/);
  });
});
