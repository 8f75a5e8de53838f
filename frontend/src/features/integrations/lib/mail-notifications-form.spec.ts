import { notificationsInput } from './mail-notifications-form';

const form = { mode: 'digest' as const, language: 'ur' as const, includeAnswers: false };

describe('the Notifications form', () => {
  it('takes addresses by line or comma, once each', () => {
    expect(notificationsInput({ ...form, recipients: 'A@x.org, b@y.org\n\na@x.org' })).toEqual({
      ok: true,
      input: { ...form, recipients: ['a@x.org', 'b@y.org'] },
    });
  });

  it('names the first entry that is not an address', () => {
    expect(notificationsInput({ ...form, recipients: 'a@x.org, bob' })).toEqual({
      ok: false,
      message: '"bob" is not an e-mail address',
    });
  });
});
