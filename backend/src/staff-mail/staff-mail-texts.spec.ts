import { closeDateText, staffMail, type StaffMailInput } from './staff-mail-texts';

const input: StaffMailInput = {
  kind: 'invitation',
  language: 'en',
  name: 'Ayesha Khan',
  surveyTitle: 'Team pulse 2026',
  link: 'https://surveys.example.pk/i/AbC123',
  closes: closeDateText('2026-12-15T12:00:00Z', 'en', 'Asia/Karachi'),
  anonymity: 'anonymous',
  unsubscribeUrl: 'https://surveys.example.pk/unsubscribe?link=abc&token=xyz&lang=en',
};

describe('staff mail texts', () => {
  it('reads as an invitation: the person, the survey, the link, the close date, anonymity, unsubscribe', () => {
    const mail = staffMail(input);
    if (process.env.PRINT_MAIL) console.log(`Subject: ${mail.subject}\n\n${mail.text}`);
    expect(mail.subject).toBe('Your invitation: "Team pulse 2026"');
    expect(mail.text).toBe(
      [
        'Hello Ayesha Khan,',
        'You are invited to take part in "Team pulse 2026".',
        'Your personal link (it is yours alone, please do not forward it):\nhttps://surveys.example.pk/i/AbC123',
        'You can stop and continue later, on any device, with the same link. The survey closes on 15 December 2026 at 17:00 (Asia/Karachi).',
        'Your answers are anonymous: the team sees whether you have taken part, never which answers are yours.',
        '--\nNo more e-mails about this survey: https://surveys.example.pk/unsubscribe?link=abc&token=xyz&lang=en',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<a href="https://surveys.example.pk/i/AbC123"');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('reminds in Urdu, right to left, identified, without a close date', () => {
    const mail = staffMail({ ...input, kind: 'reminder', language: 'ur', anonymity: 'identified', closes: null });
    if (process.env.PRINT_MAIL) console.log(`Subject: ${mail.subject}\n\n${mail.text}`);
    expect(mail.subject).toBe('یاد دہانی: "Team pulse 2026"');
    expect(mail.text).toContain('آپ نے ابھی "Team pulse 2026" مکمل نہیں کیا');
    expect(mail.text).toContain('ٹیم ان کے ساتھ آپ کا نام دیکھتی ہے');
    expect(mail.text).not.toContain('بند ہو گا');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('keeps bidi controls and line breaks of a title out of the subject, and escapes the HTML', () => {
    const mail = staffMail({ ...input, surveyTitle: 'Pay <b>\u202egpj.exe\u202c\nreview' });
    expect(mail.subject).toBe('Your invitation: "Pay <b>gpj.exe review"');
    expect(mail.html).toContain('Pay &lt;b&gt;');
  });
});
