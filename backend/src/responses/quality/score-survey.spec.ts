import type { QuestionType } from '@seedline/shared';
import type { QualityReason } from './quality-verdict';
import { scoreSurvey } from './score-survey';
import { honestAnswers, surveyOf, type Given } from './testing/survey';

const TYPES: QuestionType[] = ['textarea', 'rating', 'rating', 'rating', 'rating', 'textarea'];
/** Twelve honest respondents who vary their ratings and take 20 to 40 s per answer. */
function honest(count = 12): Given[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `h${String(i + 1).padStart(2, '0')}`,
    min: i * 30,
    answers: honestAnswers(i),
    seconds: 20 + (i % 5) * 5,
  }));
}

const reasonsOf = (survey: ReturnType<typeof surveyOf>, id: string): QualityReason[] =>
  scoreSurvey(survey).get(id)!.reasons;
const signalsOf = (survey: ReturnType<typeof surveyOf>, id: string) => reasonsOf(survey, id).map((r) => r.signal);

describe('scoring a survey', () => {
  it('scores honest respondents ok', () => {
    const verdicts = scoreSurvey(surveyOf(TYPES, honest()));
    expect([...verdicts.values()].map((v) => v.verdict)).toEqual(Array(12).fill('ok'));
  });

  describe('speeding', () => {
    const speeder: Given = { id: 'fast', min: 400, answers: ['Phones all day.', 4, 2, 5, 1, 'Reminders.'], seconds: 1 };

    it('says why, with the time taken and the median for the same questions', () => {
      const survey = surveyOf(TYPES, [...honest(), speeder]);
      const verdict = scoreSurvey(survey).get('fast')!;
      expect(verdict.verdict).toBe('low_quality');
      expect(verdict.reasons).toEqual([
        { signal: 'speeding', answers: 6, seconds: 6, medianSeconds: expect.any(Number) },
      ]);
      const reason = verdict.reasons[0] as Extract<QualityReason, { signal: 'speeding' }>;
      expect(reason.medianSeconds).toBeGreaterThan(100);
    });

    it('is not judged before enough responses exist, and the verdict says so', () => {
      const verdict = scoreSurvey(surveyOf(TYPES, [...honest(5), speeder])).get('fast')!;
      expect(verdict.reasons.map((r) => r.signal)).not.toContain('speeding');
      expect(verdict.notes).toEqual([{ about: 'speeding', why: 'too_few_responses', responses: 6, needed: 10 }]);
    });

    it('leaves a quick but plausible respondent alone (half the median)', () => {
      const quick: Given = {
        id: 'quick',
        min: 400,
        answers: ['Phones all day long.', 4, 2, 5, 1, 'Reminders.'],
        seconds: 12,
      };
      expect(signalsOf(surveyOf(TYPES, [...honest(), quick]), 'quick')).toEqual([]);
    });
  });

  describe('straight-lining', () => {
    const liner: Given = {
      id: 'liner',
      min: 400,
      answers: ['Booking the clinics.', 3, 3, 3, 3, 'The reminders we send by hand.'],
    };

    it('flags one value on every rating where respondents vary, as a reason for review', () => {
      const verdict = scoreSurvey(surveyOf(TYPES, [...honest(), liner])).get('liner')!;
      expect(verdict.verdict).toBe('review');
      expect(verdict.reasons).toEqual([
        { signal: 'straight_lining', kind: 'rating', value: 3, questions: 4, variedPercent: 92 },
      ]);
    });

    it('says nothing when most respondents rate those questions alike', () => {
      const alike = honest().map((g) => ({ ...g, answers: [g.answers[0]!, 4, 4, 4, 4, g.answers[5]!] }));
      expect(signalsOf(surveyOf(TYPES, [...alike, liner]), 'liner')).toEqual([]);
    });

    it('needs at least four ratings', () => {
      const three = { ...liner, answers: [liner.answers[0]!, 3, 3, 3, null, liner.answers[5]!] };
      expect(signalsOf(surveyOf(TYPES, [...honest(), three]), 'liner')).toEqual([]);
    });
  });

  describe('copy-paste', () => {
    const paragraph = 'We need better tools for the whole team because the system is slow.';

    it('finds the same text in several answers of one response, ignoring case and punctuation', () => {
      const paster: Given = {
        id: 'paste',
        min: 400,
        answers: [paragraph, 2, 4, 1, 3, paragraph.toUpperCase().replace('.', '!')],
      };
      expect(reasonsOf(surveyOf(TYPES, [...honest(), paster]), 'paste')).toEqual([
        { signal: 'copy_paste', answers: 2, of: 2, questionIds: ['q1', 'q6'], earlierResponseId: null },
      ]);
    });

    it('leaves short repeated answers to low effort ("No", "No")', () => {
      const short: Given = { id: 'short', min: 400, answers: ['Not really', 2, 4, 1, 3, 'Not really'] };
      expect(signalsOf(surveyOf(TYPES, [...honest(), short]), 'short')).toEqual([]);
    });

    it('flags the later of two responses from different devices with nearly the same long answer, not the earlier', () => {
      const first: Given = {
        id: 'first',
        min: 400,
        device: 'a',
        answers: [paragraph, 2, 4, 1, 3, 'Reminders by text.'],
      };
      const second: Given = {
        id: 'second',
        min: 420,
        device: 'b',
        answers: [`${paragraph} Really`, 3, 4, 2, 3, 'The rota.'],
      };
      const survey = surveyOf(TYPES, [...honest(), second, first]);
      expect(signalsOf(survey, 'first')).toEqual([]);
      expect(reasonsOf(survey, 'second')).toEqual([
        { signal: 'copy_paste', answers: 1, of: 2, questionIds: ['q1'], earlierResponseId: 'first' },
      ]);
      expect(scoreSurvey(survey).get('second')!.verdict).toBe('review');
    });
  });

  describe('duplicate respondent', () => {
    const original: Given = {
      id: 'orig',
      min: 400,
      device: 'pc-1',
      answers: ['Typing up the letters.', 3, 4, 2, 3, 'Dictation to draft letters.'],
    };

    it('flags a near-identical response from the same device within a day as low quality', () => {
      const again: Given = {
        ...original,
        id: 'again',
        min: 430,
        answers: ['Typing up the letters', 3, 4, 3, 3, 'Dictation to draft letters.'],
      };
      const survey = surveyOf(TYPES, [...honest(), original, again]);
      expect(signalsOf(survey, 'orig')).toEqual([]);
      const verdict = scoreSurvey(survey).get('again')!;
      expect(verdict.verdict).toBe('low_quality');
      expect(verdict.reasons).toEqual([
        { signal: 'duplicate_respondent', earlierResponseId: 'orig', minutesApart: 30, sameAnswers: 5, of: 6 },
      ]);
    });

    it('leaves a shared device with different answers, and a repeat after more than a day, alone', () => {
      const colleague: Given = {
        id: 'colleague',
        min: 440,
        device: 'pc-1',
        answers: ['Payroll and supplies.', 1, 2, 4, 5, 'Ordering the supplies.'],
      };
      const later: Given = { ...original, id: 'later', min: 400 + 25 * 60 };
      const survey = surveyOf(TYPES, [...honest(), original, colleague, later]);
      expect(signalsOf(survey, 'colleague')).toEqual([]);
      expect(signalsOf(survey, 'later')).toEqual([]);
    });
  });

  describe('low effort and gibberish', () => {
    it('asks for review of one word in every open answer, and calls it low quality with straight-lining', () => {
      const oneWord: Given = { id: 'one', min: 400, answers: ['work', 2, 4, 1, 3, 'forms'] };
      const both: Given = { id: 'both', min: 410, answers: ['work', 2, 2, 2, 2, 'forms'] };
      const verdicts = scoreSurvey(surveyOf(TYPES, [...honest(), oneWord, both]));
      expect(verdicts.get('one')).toEqual({
        verdict: 'review',
        reasons: [{ signal: 'low_effort', answers: 2 }],
        notes: [],
      });
      expect(verdicts.get('both')!.verdict).toBe('low_quality');
    });

    it('calls mashing in most written answers low quality and in one of them a reason for review', () => {
      const masher: Given = { id: 'mash', min: 400, answers: ['asdfasdf jkl', 2, 4, 1, 3, 'sdfsdfsdf'] };
      const once: Given = {
        id: 'once',
        min: 410,
        answers: ['Registering the new patients from paper forms.', 2, 4, 1, 3, 'dfgdfg'],
      };
      const verdicts = scoreSurvey(surveyOf(TYPES, [...honest(), masher, once]));
      expect(verdicts.get('mash')).toMatchObject({
        verdict: 'low_quality',
        reasons: [{ signal: 'gibberish', answers: 2, of: 2 }],
      });
      expect(verdicts.get('once')).toMatchObject({
        verdict: 'review',
        reasons: [{ signal: 'gibberish', answers: 1, of: 2, questionIds: ['q6'] }],
      });
    });
  });

  it('gives the same verdicts whatever order the responses are listed in', () => {
    const given = [...honest(), { id: 'liner', min: 400, answers: ['Booking.', 3, 3, 3, 3, 'The rota.'] }];
    const forwards = scoreSurvey(surveyOf(TYPES, given));
    const backwards = scoreSurvey(surveyOf(TYPES, [...given].reverse()));
    expect(new Map([...backwards].sort())).toEqual(new Map([...forwards].sort()));
  });
});
