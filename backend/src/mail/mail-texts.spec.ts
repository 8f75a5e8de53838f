import { classifySmtpError } from './mail-sender';
import { digestMail, largestDropOff, responseMail } from './mail-texts';
import { isUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

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
  it('hold for the survey and address they were made for only', () => {
    const token = unsubscribeToken('secret-0123456789', 'survey-1', 'a@example.test');
    expect(isUnsubscribeToken('secret-0123456789', 'survey-1', 'a@example.test', token)).toBe(true);
    expect(isUnsubscribeToken('secret-0123456789', 'survey-1', 'b@example.test', token)).toBe(false);
    expect(isUnsubscribeToken('other-secret-0123', 'survey-1', 'a@example.test', token)).toBe(false);
    expect(isUnsubscribeToken('secret-0123456789', 'survey-1', 'a@example.test', 'short')).toBe(false);
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
