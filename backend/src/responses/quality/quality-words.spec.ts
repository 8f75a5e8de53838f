import { verdictOf, type QualityReason } from './quality-verdict';
import { durationWords, noteWords, reasonWords, verdictWords } from './quality-words';

describe('quality in words', () => {
  it('says why a speeder was flagged, as the issue words it, in English and Urdu', () => {
    const reason: QualityReason = { signal: 'speeding', answers: 10, seconds: 14, medianSeconds: 180 };
    expect(reasonWords(reason, 'en')).toBe('answered 10 questions in 14 s; the median is 3 min');
    expect(reasonWords(reason, 'ur')).toBe('10 سوالوں کے جواب 14 سیکنڈ میں دیے؛ درمیانی وقت 3 منٹ ہے');
  });

  it.each<[QualityReason, string]>([
    [
      { signal: 'straight_lining', kind: 'rating', value: 3, questions: 5, variedPercent: 90 },
      'gave 3 on all 5 ratings; 90% of respondents varied',
    ],
    [
      { signal: 'straight_lining', kind: 'scale', value: 10, questions: 4, variedPercent: null },
      'gave 10 on all 4 0–10 scales',
    ],
    [{ signal: 'gibberish', answers: 3, of: 4, questionIds: [] }, '3 of 4 written answers are gibberish'],
    [
      { signal: 'copy_paste', answers: 2, of: 3, questionIds: [], earlierResponseId: 'r1' },
      'the same text in 2 of 3 written answers, also in an earlier response',
    ],
    [
      { signal: 'duplicate_respondent', earlierResponseId: 'r1', minutesApart: 20, sameAnswers: 9, of: 10 },
      '9 of 10 answers the same as a response from the same device 20 min earlier',
    ],
    [{ signal: 'low_effort', answers: 3 }, 'one word in each of 3 open answers'],
  ])('renders %j in English', (reason, words) => {
    expect(reasonWords(reason, 'en')).toBe(words);
    expect(reasonWords(reason, 'ur')).toMatch(/[\u0600-\u06FF]/);
  });

  it('writes durations in seconds, minutes and hours', () => {
    expect(durationWords(14, 'en')).toBe('14 s');
    expect(durationWords(200, 'en')).toBe('3 min');
    expect(durationWords(5400, 'en')).toBe('1 h 30 min');
    expect(durationWords(7200, 'ur')).toBe('2 گھنٹہ');
  });

  it('names the verdicts and says when speed is not judged yet', () => {
    expect(verdictWords('low_quality', 'en')).toBe('Low quality');
    expect(verdictWords('review', 'ur')).toBe('جائزہ لیں');
    expect(noteWords({ about: 'speeding', why: 'too_few_responses', responses: 7, needed: 10 }, 'en')).toBe(
      'speed not judged yet: 7 of the 10 responses needed',
    );
  });
});

describe('the verdict', () => {
  const weak: QualityReason = { signal: 'low_effort', answers: 2 };
  const otherWeak: QualityReason = {
    signal: 'straight_lining',
    kind: 'rating',
    value: 4,
    questions: 4,
    variedPercent: null,
  };
  it('is ok with no reason, review with one weak one, low quality with two different weak ones or a strong one', () => {
    expect(verdictOf([]).verdict).toBe('ok');
    expect(verdictOf([weak]).verdict).toBe('review');
    expect(verdictOf([weak, otherWeak]).verdict).toBe('low_quality');
    expect(verdictOf([{ signal: 'gibberish', answers: 1, of: 2, questionIds: [] }]).verdict).toBe('review');
    expect(verdictOf([{ signal: 'gibberish', answers: 2, of: 3, questionIds: [] }]).verdict).toBe('low_quality');
    expect(verdictOf([{ signal: 'speeding', answers: 5, seconds: 5, medianSeconds: 60 }]).verdict).toBe('low_quality');
  });
});
