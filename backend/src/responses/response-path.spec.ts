import { IllegalStateError } from '../common/errors';
import type { PathQuestion } from '@seedline/shared';
import { deciderSpec } from '../testing/decider-spec';
import { decider, type ResponseCommand } from './response.decider';
import type { AnswerRecorded, ResponseEvent, ResponsePathSet } from './response.events';

// The response decider on a survey that branches (issue 29): the path decides what may be answered,
// and a changed answer that moves the path marks the answers it leaves behind.

const T0 = '2025-03-01T10:00:00.000Z';
const T1 = '2025-03-01T10:01:00.000Z';
const given = deciderSpec(decider);

// Q1 yes/no: No jumps to Q3. Q2 text. Q3 text: skipped in Urdu. Q4 text.
const path: PathQuestion[] = [
  {
    questionId: 'q1',
    isRequired: true,
    rules: [
      {
        ruleId: 'r1',
        match: 'all',
        conditions: [{ source: 'answer', questionId: 'q1', operator: 'is_no' }],
        action: { type: 'jump', toQuestionId: 'q3' },
      },
    ],
  },
  { questionId: 'q2', isRequired: true, rules: [] },
  {
    questionId: 'q3',
    isRequired: true,
    rules: [
      {
        ruleId: 'r2',
        match: 'all',
        conditions: [{ source: 'language', operator: 'is', language: 'ur' }],
        action: { type: 'skip' },
      },
    ],
  },
  { questionId: 'q4', isRequired: false, rules: [] },
];

const started = (language: 'en' | 'ur' | null = 'en'): ResponseEvent => ({
  type: 'ResponseStarted',
  schemaVersion: 1,
  data: {
    responseId: 'r1',
    surveyId: 's1',
    surveyMode: 'traditional',
    language,
    respondentName: null,
    respondentEmail: null,
    startedAt: T0,
  },
});
const yesNo = (value: boolean): AnswerRecorded => ({
  type: 'AnswerRecorded',
  schemaVersion: 1,
  data: {
    responseId: 'r1',
    questionId: 'q1',
    answerText: value ? 'Yes' : 'No',
    answerValue: JSON.stringify(value),
    recordedAt: T1,
  },
});
const text = (questionId: string, answerText: string): AnswerRecorded => ({
  type: 'AnswerRecorded',
  schemaVersion: 1,
  data: { responseId: 'r1', questionId, answerText, recordedAt: T1 },
});
const pathSet = (data: Partial<ResponsePathSet['data']>): ResponsePathSet => ({
  type: 'ResponsePathSet',
  schemaVersion: 1,
  data: { responseId: 'r1', passedBy: [], offPathAnswers: [], endedAt: null, setAt: T1, ...data },
});
const answer = (questionId: string, fields: Record<string, unknown>): ResponseCommand => ({
  type: 'RecordAnswer',
  responseId: 'r1',
  questionId,
  surveyQuestionIds: ['q1', 'q2', 'q3', 'q4'],
  questionShape: {
    questionType: questionId === 'q1' ? 'yes_no' : 'text',
    options: null,
    allowOther: false,
    scaleLabels: null,
    numberRange: null,
  },
  survey: { deleted: false, isActive: true },
  path,
  now: T1,
  ...fields,
});

describe('answering on a path', () => {
  it('records the path an answer makes: the questions it passes by', () => {
    given(started())
      .when(answer('q1', { answerValue: false }))
      .then([yesNo(false), pathSet({ passedBy: ['q2'] })]);
  });

  it('records nothing more when the path stays as it was', () => {
    given(started())
      .when(answer('q1', { answerValue: true }))
      .then([yesNo(true)]);
  });

  it('refuses (409) a question the path jumps past or skips, saying why', () => {
    given(started(), yesNo(false), pathSet({ passedBy: ['q2'] }))
      .when(answer('q2', { answerText: 'ChatGPT' }))
      .thenThrows(
        new IllegalStateError(
          'This question is not on your path: a rule on Q1 jumps past it (If Q1 is No, jump to Q3)',
        ),
      );
    given(started('ur'))
      .when(answer('q3', { answerText: 'x' }))
      .thenThrows(
        new IllegalStateError(
          'This question is not on your path: a rule skips Q3 for you (If the language is Urdu, skip this question)',
        ),
      );
  });

  it('marks an answer a changed earlier answer takes off the path, and unmarks it when the path comes back', () => {
    given(started(), yesNo(true), text('q2', 'ChatGPT'))
      .when(answer('q1', { answerValue: false }))
      .then([yesNo(false), pathSet({ passedBy: ['q2'], offPathAnswers: ['q2'] })]);
    given(
      started(),
      yesNo(true),
      text('q2', 'ChatGPT'),
      yesNo(false),
      pathSet({ passedBy: ['q2'], offPathAnswers: ['q2'] }),
    )
      .when(answer('q1', { answerValue: true }))
      .then([yesNo(true), pathSet({})]);
  });
});
