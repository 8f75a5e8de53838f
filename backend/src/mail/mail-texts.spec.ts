import { classifySmtpError, headerText } from '../common/smtp-transport';
import { digestMail, largestDropOff, responseMail } from './mail-texts';
import { isUnsubscribeToken, listUnsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

const links = { responsesUrl: 'https://x.test/admin/surveys/s/responses', unsubscribeUrl: 'https://x.test/u?t=1' };

describe('mail texts', () => {
  it('leave the answers out unless asked, and escape them in the HTML part', () => {
    const base = {
      language: 'en' as const,
      surveyTitle: 'Pulse <1>',
      completedAt: '2026-01-01T00:00:00.000Z',
      ...links,
    };
    const without = responseMail({ ...base, answers: null });
    expect(without.text).not.toContain('Answers:');
    expect(without.text).toContain(links.responsesUrl);
    expect(without.text).toContain(links.unsubscribeUrl);
    const withAnswers = responseMail({ ...base, answers: [{ question: 'Why?', answer: '<b>because</b>' }] });
    expect(withAnswers.text).toContain('<b>because</b>');
    expect(withAnswers.html).toContain('&lt;b&gt;because&lt;/b&gt;');
    expect(withAnswers.html).toContain('Pulse &lt;1&gt;');
  });

  it('keep bidi controls out of the subject: a title cannot make a file name read backwards', () => {
    const title = 'Invoice \u202egpj.exe\u202c review \u2066x\u2069\u200e\u200f\u061c';
    for (const mail of [
      responseMail({
        language: 'en',
        surveyTitle: title,
        completedAt: '2026-01-01T00:00:00.000Z',
        answers: null,
        ...links,
      }),
      digestMail({
        language: 'ur',
        surveyTitle: title,
        newResponses: 0,
        started: 0,
        completed: 0,
        largestDropOff: null,
        themes: [],
        ...links,
      }),
    ]) {
      expect(mail.subject).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
      expect(mail.subject).toContain('Invoice gpj.exe review x');
    }
    expect(headerText('a\r\nBcc: x@y.test\u202e')).toBe('a Bcc: x@y.test');
  });

  it('write the digest in Urdu, right to left', () => {
    const mail = digestMail({
      language: 'ur',
      surveyTitle: 'Pulse',
      newResponses: 3,
      started: 4,
      completed: 3,
      largestDropOff: null,
      themes: ['Slow approvals'],
      ...links,
    });
    expect(mail.subject).toBe('"Pulse" کا روزانہ خلاصہ');
    expect(mail.text).toContain('مکمل کرنے کی شرح: 75% (3/4)');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('find the question where most respondents stopped', () => {
    expect(largestDropOff(10, [])).toBeNull();
    expect(
      largestDropOff(10, [
        { questionText: 'First', reached: 9 },
        { questionText: 'Second', reached: 4 },
        { questionText: 'Third', reached: 3 },
      ]),
    ).toEqual({ question: 'Second', lost: 5 });
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'secret-0123456789';
  const to = { surveyId: 'survey-1', address: 'a@example.test', subscription: '9f0c1d2e-0000-4000-8000-000000000001' };

  it('hold for the survey, address and subscription they were made for only', () => {
    const token = unsubscribeToken(secret, to);
    expect(isUnsubscribeToken(secret, to, token)).toBe(true);
    expect(isUnsubscribeToken(secret, { ...to, address: 'b@example.test' }, token)).toBe(false);
    expect(isUnsubscribeToken('other-secret-0123', to, token)).toBe(false);
    expect(isUnsubscribeToken(secret, to, 'short')).toBe(false);
    // The address removed and added again is a new subscription: the old link does not hold for it.
    expect(isUnsubscribeToken(secret, { ...to, subscription: '9f0c1d2e-0000-4000-8000-000000000002' }, token)).toBe(
      false,
    );
  });

  it('name the one-click URL, a mailto when there is a mailbox for it, and the one-click POST', () => {
    const url = unsubscribeUrl('https://x.test', secret, to);
    expect(url).toMatch(/^https:\/\/x\.test\/api\/mail\/unsubscribe\?survey=survey-1&address=a%40example\.test&token=/);
    expect(listUnsubscribeHeaders(url, null, to)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(listUnsubscribeHeaders(url, 'unsubscribe@x.test', to)['List-Unsubscribe']).toBe(
      `<${url}>, <mailto:unsubscribe@x.test?subject=unsubscribe%20a%40example.test%20from%20survey%20survey-1>`,
    );
  });
});

describe('SMTP errors', () => {
  const error = (responseCode: number | undefined, command?: string) =>
    Object.assign(new Error('550 5.1.1 No such user'), { responseCode, command });
  it('tell a refused recipient from a failure worth retrying', () => {
    expect(classifySmtpError(error(550, 'RCPT TO')).kind).toBe('refused');
    expect(classifySmtpError(error(451, 'RCPT TO')).kind).toBe('retry');
    expect(classifySmtpError(error(undefined)).kind).toBe('retry');
    expect(
      classifySmtpError(Object.assign(new Error('552 Message too big'), { responseCode: 552, command: 'DATA' })).kind,
    ).toBe('failed');
  });
});
