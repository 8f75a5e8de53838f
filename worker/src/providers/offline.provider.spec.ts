import fc from 'fast-check';
import { type ChatFollowUpPayload, chatFollowUpResultSchema, generateQuestionsResultSchema } from '@seedline/shared';
import { isUnrecoverable } from '../queue/final-failure';
import { createOfflineProvider } from './offline.provider';
import { dedupeKey, detectLanguage } from '../analysis/text-analysis';

const provider = createOfflineProvider();
const DEFAULT_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';
const DENTAL =
  'Greenfield Dental is a dental clinic with 14 staff. We book appointments over WhatsApp and keep patient records in Excel. ' +
  'Our receptionists spend hours every week re-typing appointment requests.';
const URDU_SCHOOL =
  'ہم لاہور میں ایک اسکول چلاتے ہیں جس میں 60 اساتذہ ہیں۔ ہم حاضری ایکسل میں رکھتے ہیں اور والدین سے واٹس ایپ پر رابطہ کرتے ہیں۔ رپورٹ کارڈ بنانے میں بہت وقت لگتا ہے۔';

function expectWellFormed(questions: string[], count: number) {
  expect(generateQuestionsResultSchema.safeParse({ questions }).success).toBe(true);
  expect(questions).toHaveLength(count);
  expect(new Set(questions.map(dedupeKey)).size).toBe(count);
  for (const q of questions) {
    expect(q.trim()).toBe(q);
    expect(q.length).toBeGreaterThanOrEqual(20);
    expect(q.length).toBeLessThanOrEqual(300);
    expect(q).toMatch(/[?؟]$/);
    // open questions, not yes/no ones
    expect(q).not.toMatch(/^(do|does|did|is|are|was|were|have|has|can|could|would|will)\b/i);
  }
}

describe('offline provider: question generation', () => {
  it('asks 10 questions for the default prompt of the spec', async () => {
    const { questions } = await provider.generateQuestions({ prompt: DEFAULT_PROMPT, companyData: DENTAL });
    expectWellFormed(questions, 10);
  });

  it('asks exactly the number the prompt states, in digits or words', async () => {
    for (const [prompt, count] of [
      ['Ask 5 questions', 5],
      ['Ask ten questions', 10],
      ['Write 37 questions', 37],
      ['Ask 50 questions', 50],
    ] as const) {
      const { questions } = await provider.generateQuestions({ prompt, companyData: DENTAL });
      expectWellFormed(questions, count);
    }
  });

  it('asks 10 when the prompt states no number, or is blank', async () => {
    expectWellFormed(
      (await provider.generateQuestions({ prompt: 'Ask about AI use', companyData: DENTAL })).questions,
      10,
    );
    expectWellFormed((await provider.generateQuestions({ prompt: '', companyData: 'A bakery.' })).questions, 10);
  });

  it('opens broad, then builds questions from the tools and pains named in the data, in its own words', async () => {
    const { questions } = await provider.generateQuestions({ prompt: DEFAULT_PROMPT, companyData: DENTAL });
    expect(questions[0]).toMatch(/^Walk me through a typical workflow/);
    const text = questions.join('\n');
    expect(text).toContain('WhatsApp');
    expect(text).toContain('Excel');
    expect(text).toContain('re-typing appointment requests');
  });

  it('asks about a statistic as an outcome, never as a process', async () => {
    const { questions } = await provider.generateQuestions({
      prompt: DEFAULT_PROMPT,
      companyData: 'We run a call centre for a utility. Complaints have risen 30% this year. We log calls in Zendesk.',
    });
    const asked = questions.find((q) => q.includes('risen 30%'));
    expect(asked).toMatch(/What do you think is behind that\?$/);
    for (const q of questions) expect(q).not.toMatch(/30%.*(step by step|walk me through)/i);
  });

  const DENIM =
    'Indus Denim is a denim mill with 450 workers. Orders arrive as PDF tech packs by email, and merchandisers re-enter each style into our FoxPro system. ' +
    'Export paperwork, including the GSP form, is prepared by hand for every shipment. Last quarter 9 shipments were delayed by document errors. ' +
    'Lab dips go to buyers over WhatsApp. Overtime costs rose 18% this year.';

  it('states the data as context and never puts it in the respondent’s mouth', async () => {
    const { questions } = await provider.generateQuestions({ prompt: DEFAULT_PROMPT, companyData: DENIM });
    for (const q of questions) expect(q).not.toMatch(/\byou (?:mentioned|said|told)\b|as you noted/i);
    expect(questions).toContain('Overtime costs rose 18% this year. What do you think is behind that?');
    expect(questions).toContain(
      'Last quarter 9 shipments were delayed by document errors. From where you sit, why do you think that is?',
    );
    // A document keeps a document's frame, with its article; a system keeps a system's frame.
    expect(questions.join('\n')).not.toMatch(/into GSP form|into FoxPro system/);
    expect(questions.join('\n')).toMatch(/the GSP form/);
  });

  it('types the questions the data supports: its tools as a multiple choice with "Other", a rating', async () => {
    const { typedQuestions } = await provider.generateQuestions({ prompt: DEFAULT_PROMPT, companyData: DENIM });
    expect(typedQuestions).toContainEqual({
      questionText: 'Which of these do you use in your own work: FoxPro system or WhatsApp?',
      questionType: 'multiple_choice',
      options: ['FoxPro system', 'WhatsApp'],
      allowOther: true,
    });
    expect(typedQuestions).toContainEqual({
      questionText: 'How satisfied are you with the FoxPro system for your part of the work?',
      questionType: 'rating',
    });
  });

  it('asks a volume as a number with its unit', async () => {
    const { typedQuestions } = await provider.generateQuestions({
      prompt: DEFAULT_PROMPT,
      companyData:
        'Northway Freight runs 40 trucks. We handle around 300 consignments a day. Orders are keyed into Mandata.',
    });
    expect(typedQuestions).toContainEqual({
      questionText:
        'You handle around 300 consignments a day. How many of them pass through your own hands in a typical day?',
      questionType: 'number',
      numberRange: { min: 0, unit: 'consignments per day' },
    });
  });

  it('asks an Urdu statistic as an outcome too', async () => {
    const { questions } = await provider.generateQuestions({
      prompt: DEFAULT_PROMPT,
      companyData:
        'ہم ملتان میں ایک کمپنی چلاتے ہیں۔ آرڈرز واٹس ایپ پر آتے ہیں اور ہم انہیں ایکسل میں لکھتے ہیں۔ اس سال شکایات 30 فیصد بڑھ گئی ہیں۔',
    });
    expect(questions).toContain('اس سال شکایات 30 فیصد بڑھ گئی ہیں۔ آپ کے خیال میں اس کی وجہ کیا ہے؟');
    for (const q of questions) expect(q).not.toMatch(/آپ نے[^؟]*(?:ذکر کیا|کہا)/u);
  });

  it('reads tools, documents and channels that no table knows', async () => {
    const { questions } = await provider.generateQuestions({
      prompt: DEFAULT_PROMPT,
      companyData:
        'We are a GP practice. Doctors dictate referral letters into Lexacom and discharge summaries arrive by fax. Reception takes about 140 calls a day.',
    });
    const text = questions.join('\n');
    for (const specific of ['Lexacom', 'referral letters', 'fax', '140 calls a day']) expect(text).toContain(specific);
  });

  it('writes in Urdu when the input is mostly Urdu script', async () => {
    const { questions } = await provider.generateQuestions({ prompt: DEFAULT_PROMPT, companyData: URDU_SCHOOL });
    expect(questions).toHaveLength(10);
    expect(new Set(questions.map(dedupeKey)).size).toBe(10);
    for (const q of questions) expect(detectLanguage(q)).toBe('ur');
    expect(questions.join('\n')).toContain('تعلیم');
  });

  it('writes in Urdu when the prompt is Urdu, and counts Urdu number words', async () => {
    const { questions } = await provider.generateQuestions({
      prompt: 'پانچ سوالات پوچھیں',
      companyData: 'Acme Logistics, 200 employees',
    });
    expect(questions).toHaveLength(5);
    for (const q of questions) expect(detectLanguage(q)).toBe('ur');
  });

  it('is deterministic', async () => {
    const input = { prompt: 'Ask 12 questions', companyData: DENTAL };
    expect(await provider.generateQuestions(input)).toEqual(await provider.generateQuestions(input));
  });

  it('always answers the asked count with distinct, valid questions (any company data)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 400 }).filter((s) => s.trim().length > 0),
        fc.integer({ min: 1, max: 50 }),
        async (companyData, count) => {
          const { questions } = await provider.generateQuestions({ prompt: `Ask ${count} questions`, companyData });
          expect(generateQuestionsResultSchema.safeParse({ questions }).success).toBe(true);
          expect(questions).toHaveLength(count);
          expect(new Set(questions.map(dedupeKey)).size).toBe(count);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('offline provider: follow-ups', () => {
  const base: ChatFollowUpPayload = {
    userMessage: '',
    currentQuestion: 'Which tasks take up most of your week?',
    conversationHistory: [{ role: 'assistant', content: 'Which tasks take up most of your week?' }],
    isLastQuestion: false,
    language: 'en',
  };
  const ask = async (over: Partial<ChatFollowUpPayload>) => {
    const result = await provider.chatFollowUp({ ...base, ...over });
    expect(chatFollowUpResultSchema.safeParse(result).success).toBe(true);
    return result;
  };
  const RICH =
    'Mostly reconciling supplier invoices in Excel, about six hours every week, because the bank export never matches our purchase orders.';

  it.each([['Emails.'], ['I do not know'], ['not sure really'], ['It is a bit of everything I suppose']])(
    'probes a short or vague answer once: %s',
    async (userMessage) => {
      const result = await ask({ userMessage });
      expect(result.isComplete).toBe(false);
      expect(result.shouldMoveToNext).toBe(false);
      expect(result.followUpQuestion).toMatch(/\?$/);
      expect(detectLanguage(result.followUpQuestion!)).toBe('en');
    },
  );

  it('moves on after a rich answer', async () => {
    expect(await ask({ userMessage: RICH })).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
    });
  });

  it('completes after a rich answer to the last question', async () => {
    expect(await ask({ userMessage: RICH, isLastQuestion: true })).toEqual({
      isComplete: true,
      followUpQuestion: null,
      shouldMoveToNext: false,
    });
  });

  it('still probes a vague answer to the last question, then completes', async () => {
    const first = await ask({ userMessage: 'no idea', isLastQuestion: true });
    expect(first.followUpQuestion).not.toBeNull();
    const second = await ask({ userMessage: 'no idea', isLastQuestion: true, followUpsAskedForQuestion: 1 });
    expect(second).toEqual({ isComplete: true, followUpQuestion: null, shouldMoveToNext: false });
  });

  it('asks at most one follow-up per base question', async () => {
    expect(await ask({ userMessage: 'Emails.', followUpsAskedForQuestion: 1 })).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
    });
  });

  it('recognises its own probe as the current question when the caller gives no count', async () => {
    const probe = (await ask({ userMessage: 'Emails.' })).followUpQuestion!;
    expect(await ask({ userMessage: 'Emails again.', currentQuestion: probe })).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
    });
  });

  it('moves on from a blank (skipped) answer', async () => {
    expect(await ask({ userMessage: '   ' })).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
    });
  });

  it('writes follow-ups in Urdu when the language is ur', async () => {
    for (const userMessage of ['پتہ نہیں', 'ای میل', 'Emails.']) {
      const result = await ask({
        userMessage,
        language: 'ur',
        currentQuestion: 'آپ کی ٹیم کا زیادہ تر وقت کن کاموں میں صرف ہوتا ہے؟',
      });
      expect(result.followUpQuestion).not.toBeNull();
      expect(detectLanguage(result.followUpQuestion!)).toBe('ur');
    }
  });

  it('moves on after a rich Urdu answer', async () => {
    const result = await ask({
      language: 'ur',
      userMessage:
        'ہر ہفتے تقریباً چھ گھنٹے ایکسل میں انوائسز کا ملان کرنے میں لگتے ہیں کیونکہ بینک کی فائل آرڈرز سے میل نہیں کھاتی۔',
    });
    expect(result.shouldMoveToNext).toBe(true);
  });

  it('names what the respondent said, and nothing they did not', async () => {
    expect((await ask({ userMessage: 'Emails.' })).followUpQuestion).toBe(
      'You mentioned emails: roughly how many a day, and what happens to each one?',
    );
    const urdu = (await ask({ userMessage: 'واٹس ایپ پر پیغامات', language: 'ur' })).followUpQuestion!;
    expect(urdu).toContain('واٹس ایپ');
    expect(urdu).not.toMatch(/ای میل|ایکسل/);
  });

  it('is deterministic', async () => {
    const input = { ...base, userMessage: 'Emails.' };
    expect(await provider.chatFollowUp(input)).toEqual(await provider.chatFollowUp(input));
  });
});

describe('offline provider: typed questions and translation', () => {
  it('proposes a type for every generated question, in the same order and words', async () => {
    const result = await provider.generateQuestions({ prompt: DEFAULT_PROMPT, companyData: DENTAL });
    expect(generateQuestionsResultSchema.safeParse(result).success).toBe(true);
    expect(result.typedQuestions?.map((q) => q.questionText)).toEqual(result.questions);
  });

  it('asks a low rating what would have made it a 5, and lets a high one move on', async () => {
    const base: ChatFollowUpPayload = {
      userMessage: '2',
      currentQuestion: 'How satisfied are you with the booking system?',
      conversationHistory: [],
      isLastQuestion: false,
      language: 'en',
      followUpsAskedForQuestion: 0,
      questionType: 'rating',
    };
    expect(await provider.chatFollowUp({ ...base, answerValue: 2 })).toEqual({
      isComplete: false,
      followUpQuestion: 'What would have made it a 5?',
      shouldMoveToNext: false,
    });
    expect(await provider.chatFollowUp({ ...base, userMessage: '5', answerValue: 5 })).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
    });
  });

  it('refuses to translate with words for the admin, as an error the queue does not retry', async () => {
    const refusal = provider.translateTexts!({ targetLanguage: 'ur', texts: [{ key: 'title', text: 'Discovery' }] });
    await expect(refusal).rejects.toThrow(
      'AI translation is off on this server. Type the Urdu yourself; the operator can turn AI on (operations guide: Settings for operations).',
    );
    await expect(refusal.catch(isUnrecoverable)).resolves.toBe(true);
    await expect(refusal).rejects.toMatchObject({ name: 'AiUnsupportedError' });
  });
});
