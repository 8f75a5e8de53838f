import type { QuestionType } from '@seedline/shared';
import { scoreSurvey } from './score-survey';
import { ScoringThread } from './scoring-thread';
import type { SurveyScoring } from './survey-scoring';
import { honestAnswers, surveyOf, type Given } from './testing/survey';

// The keeper's scoring thread gives the verdicts scoring on this thread gives, page by page, one survey
// after another; a request out of turn is refused with its reason, and the thread goes on.

const TYPES: QuestionType[] = ['textarea', 'rating', 'rating', 'rating', 'rating', 'textarea'];
const respondents: Given[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    id: `h${String(i + 1).padStart(2, '0')}`,
    min: i * 30,
    answers: honestAnswers(i),
    seconds: 20 + (i % 5) * 5,
  })),
  { id: 'fast', min: 400, answers: ['Phones all day.', 4, 2, 5, 1, 'Reminders.'], seconds: 1 },
  { id: 'masher', min: 420, answers: ['asdfasdf jkl', 2, 4, 1, 3, 'sdfsdfsdf'], seconds: 20 },
];
const survey = surveyOf(TYPES, respondents);

const thread = new ScoringThread();
afterAll(() => thread.close());

async function scoreInPages(scoring: SurveyScoring, size: number) {
  const pages = Array.from({ length: Math.ceil(survey.responses.length / size) }, (_, i) =>
    survey.responses.slice(i * size, (i + 1) * size),
  );
  for (const page of pages) await scoring.gather(page);
  const verdicts = new Map();
  for (const page of pages) for (const [id, verdict] of await scoring.judge(page)) verdicts.set(id, verdict);
  return verdicts;
}

it('scores on its thread as on this one, in pages, survey after survey', async () => {
  const expected = scoreSurvey(survey);
  expect(expected.get('fast')!.verdict).toBe('low_quality');
  expect(expected.get('masher')!.verdict).toBe('low_quality');
  for (const size of [survey.responses.length, 4]) {
    expect(await scoreInPages(thread.scorer(survey.questions), size)).toEqual(expected);
  }
});

it('refuses the pages of a scoring another has replaced, and scores the new one', async () => {
  const first = thread.scorer(survey.questions);
  const second = thread.scorer(survey.questions);
  await expect(first.gather(survey.responses)).rejects.toThrow(/^Scoring \d+ was not begun$/);
  expect(await scoreInPages(second, 5)).toEqual(scoreSurvey(survey));
});
