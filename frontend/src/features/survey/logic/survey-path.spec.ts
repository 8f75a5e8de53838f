import fc from 'fast-check';
import type { LogicRule } from '@survey-rules/survey-logic';
import { pathContext } from '../../../../../backend/src/responses/response-path';
import { surveyPath } from '@survey-rules/survey-path';
import type { Question } from '@/types/generated/api';
import {
  browserPath,
  followingIndex,
  numberedAlongPath,
  pathPosition,
  pathQuestionsOf,
  pathResumePoint,
} from './survey-path';
import { answerBody, answerOfDraft } from './question-controls';

// The browser walks the path over the drafts in its answer boxes; the server over the answers it
// recorded (text and the value's JSON). For any answers, both must give the same path.

const question = (id: string, questionType: Question['questionType'], logic: LogicRule[] = []): Question => ({
  id,
  surveyId: 's1',
  questionText: id,
  questionType,
  order: 1,
  isRequired: true,
  options:
    questionType === 'single_choice'
      ? [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ]
      : null,
  allowOther: false,
  scaleLabels: null,
  numberRange: null,
  translations: {},
  logic: logic as unknown as Question['logic'],
});

const survey: Question[] = [
  question('uses', 'yes_no', [
    {
      ruleId: 'r1',
      match: 'all',
      conditions: [{ source: 'answer', questionId: 'uses', operator: 'is_no' }],
      action: { type: 'jump', toQuestionId: 'rate' },
    },
  ]),
  question('which', 'single_choice', [
    {
      ruleId: 'r2',
      match: 'any',
      conditions: [
        { source: 'answer', questionId: 'which', operator: 'is', optionIds: ['b'] },
        { source: 'language', operator: 'is', language: 'ur' },
      ],
      action: { type: 'end' },
    },
  ]),
  question('rate', 'rating', [
    {
      ruleId: 'r3',
      match: 'all',
      conditions: [{ source: 'answer', questionId: 'rate', operator: 'lte', value: 2 }],
      action: { type: 'jump', toQuestionId: 'last' },
    },
  ]),
  question('why', 'text', [
    {
      ruleId: 'r4',
      match: 'all',
      conditions: [{ source: 'hidden_field', key: 'team', operator: 'is', value: 'ops' }],
      action: { type: 'skip' },
    },
  ]),
  question('last', 'text'),
];

const draftsArb = fc.record(
  {
    uses: fc.constantFrom('yes', 'no'),
    which: fc.constantFrom('a', 'b'),
    rate: fc.integer({ min: 1, max: 5 }).map(String),
    why: fc.string({ maxLength: 4 }),
    last: fc.string({ maxLength: 4 }),
  },
  { requiredKeys: [] },
);

/** What the server would hold after the browser saved these drafts: the text, or the value as JSON. */
function recorded(drafts: Record<string, string>) {
  const answers: Record<string, string> = {};
  const answerValues: Record<string, string> = {};
  for (const q of survey) {
    const draft = drafts[q.id];
    const body = draft === undefined ? null : answerBody(answerOfDraft(q, draft));
    if (!body) continue;
    if ('answerText' in body) answers[q.id] = body.answerText;
    else {
      answers[q.id] = String(body.answerValue);
      answerValues[q.id] = JSON.stringify(body.answerValue);
    }
  }
  return { answers, answerValues };
}

describe('the path in the browser and on the server', () => {
  it('agree for any answers, hidden values and language', () => {
    fc.assert(
      fc.property(
        draftsArb,
        fc.constantFrom<Record<string, string>>({}, { team: 'ops' }),
        fc.constantFrom('en', 'ur'),
        (drafts, hiddenValues, language) => {
          const browser = browserPath(survey, { drafts, hiddenValues, language });
          const server = surveyPath(
            pathQuestionsOf(survey),
            pathContext({
              responseId: 'r',
              ...recorded(drafts),
              hiddenValues,
              language,
              passedBy: [],
              offPath: [],
              endedAt: null,
            }),
          );
          expect(browser).toEqual(server);
        },
      ),
    );
  });

  it('counts "n of m" along the path, and goes from question to question along it', () => {
    const path = browserPath(survey, { drafts: { uses: 'no' }, hiddenValues: { team: 'ops' }, language: 'en' });
    expect(path.questionIds).toEqual(['uses', 'rate', 'last']);
    expect(pathPosition(path, 'rate')).toEqual({ current: 2, total: 3 });
    expect(followingIndex(survey, path, 'uses')).toBe(2);
    expect(followingIndex(survey, path, 'last')).toBeNull();
    expect(pathResumePoint(survey, { drafts: { uses: 'no' }, hiddenValues: {}, language: 'en' })).toEqual({
      index: 2,
      trail: [0],
    });
  });

  it('numbers the chat recap as the progress counts (issue 49): the 5th question of a 3-question path is Q3', () => {
    const path = browserPath(survey, { drafts: { uses: 'no' }, hiddenValues: { team: 'ops' }, language: 'en' });
    const recap = numberedAlongPath(
      [
        { questionNumber: 1, answerText: 'No' },
        { questionNumber: 3, answerText: '4 out of 5' },
        { questionNumber: 5, answerText: 'Nothing' },
        { questionNumber: 2, answerText: 'A, off the path now' },
      ],
      survey,
      path,
    );
    expect(recap.map((a) => a.questionNumber)).toEqual([1, 2, 3, 2]);
    expect(pathPosition(path, 'last')).toEqual({ current: 3, total: 3 });
  });
});
