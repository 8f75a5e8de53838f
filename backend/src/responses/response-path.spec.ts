import { IllegalStateError, UnansweredRequiredError } from '../common/errors';
import type { PathQuestion } from '@seedline/shared';
import { deciderSpec } from '../testing/decider-spec';
import { responseStarted } from '../testing/response-started';
import { decider, type ResponseCommand } from './response.decider';
import type { AnswerRecorded, ResponseCompleted, ResponseEvent, ResponsePathSet } from './response.events';

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

const started = (
  language: 'en' | 'ur' | null = 'en',
  surveyMode: 'traditional' | 'ai_chat' = 'traditional',
): ResponseEvent => responseStarted({ language, surveyMode, startedAt: T0 });
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

const T2 = '2025-03-01T10:02:00.000Z';
const completed: ResponseCompleted = {
  type: 'ResponseCompleted',
  schemaVersion: 1,
  data: { responseId: 'r1', completedAt: T2 },
};
const complete = (fields: Record<string, unknown> = {}): ResponseCommand => ({
  type: 'CompleteResponse',
  responseId: 'r1',
  survey: { deleted: false, isActive: true },
  path,
  now: T2,
  ...fields,
});
const label = (id: string) => `Q${id.slice(1)}`;
const unanswered = (detail: string, ...ids: string[]) =>
  new UnansweredRequiredError(
    detail,
    ids.map((id) => ({ questionId: id, label: label(id) })),
  );
const firstUnanswered = (id: string) =>
  unanswered(`Answer ${label(id)} first: it is required and comes before this question on your path`, id);
const cannotComplete = (...ids: string[]) =>
  unanswered(
    `This response cannot be completed yet: required questions on your path have no answer (${ids.map(label).join(', ')})`,
    ...ids,
  );

describe('answering in the order of the path', () => {
  it('refuses (409) an answer after the first required question without one, naming that question', () => {
    given(started())
      .when(answer('q3', { answerText: 'x' }))
      .thenThrows(firstUnanswered('q1'));
    given(started(), yesNo(true))
      .when(answer('q4', { answerText: 'x' }))
      .thenThrows(firstUnanswered('q2'));
  });

  it('takes the first required question without an answer, and any answered before it again', () => {
    given(started(), yesNo(true))
      .when(answer('q2', { answerText: 'ChatGPT' }))
      .then([text('q2', 'ChatGPT')]);
    given(started(), yesNo(true), text('q2', 'ChatGPT'))
      .when(answer('q1', { answerValue: true }))
      .then([yesNo(true)]);
  });

  it('after going Back and changing an answer, asks the questions the new path brings first', () => {
    // No took Q1 to Q3; changed to Yes, Q2 is on the path again and nothing after it is taken before it.
    const past = [started(), yesNo(false), pathSet({ passedBy: ['q2'] }), text('q3', 'Approvals')];
    given(...past)
      .when(answer('q1', { answerValue: true }))
      .then([yesNo(true), pathSet({})]);
    given(...past, yesNo(true), pathSet({}))
      .when(answer('q3', { answerText: 'Approvals, mostly' }))
      .thenThrows(firstUnanswered('q2'));
    given(...past, yesNo(true), pathSet({}))
      .when(answer('q2', { answerText: 'ChatGPT' }))
      .then([text('q2', 'ChatGPT')]);
  });

  it('lets an optional question be passed by', () => {
    const optionalMiddle: PathQuestion[] = [
      { questionId: 'q1', isRequired: true, rules: [] },
      { questionId: 'q2', isRequired: false, rules: [] },
      { questionId: 'q3', isRequired: true, rules: [] },
    ];
    given(started(), text('q1', 'a'))
      .when(answer('q3', { answerText: 'c', path: optionalMiddle }))
      .then([text('q3', 'c')]);
    given(started(), text('q1', 'a'), text('q3', 'c'))
      .when(complete({ path: optionalMiddle }))
      .then([completed]);
  });
});

describe('completing on the path', () => {
  it('refuses (409) while required questions on the path have no answer, naming them in path order', () => {
    given(started())
      .when(complete())
      .thenThrows(cannotComplete('q1', 'q2', 'q3'));
    given(started(), yesNo(true), text('q3', 'x')).when(complete()).thenThrows(cannotComplete('q2'));
  });

  it('completes once the path is answered: questions passed by and optional ones need nothing', () => {
    given(started(), yesNo(false), pathSet({ passedBy: ['q2'] }), text('q3', 'Approvals'))
      .when(complete())
      .then([completed]);
  });

  it('reads the language: a question skipped in Urdu is not asked of an Urdu respondent, in either mode', () => {
    for (const mode of ['traditional', 'ai_chat'] as const) {
      given(started('ur', mode), yesNo(false), pathSet({ passedBy: ['q2', 'q3'] }))
        .when(complete())
        .then([completed]);
      given(started('en', mode), yesNo(false), pathSet({ passedBy: ['q2'] }))
        .when(complete())
        .thenThrows(cannotComplete('q3'));
    }
  });

  it('leaves AI follow-ups optional', () => {
    const followUp: ResponseEvent = {
      type: 'FollowUpAsked',
      schemaVersion: 1,
      data: { responseId: 'r1', questionId: 'q3', followUpId: 'f1', questionText: 'Why?', askedAt: T1 },
    };
    given(started('en', 'ai_chat'), yesNo(false), pathSet({ passedBy: ['q2'] }), text('q3', 'x'), followUp)
      .when(complete())
      .then([completed]);
  });

  it('records the path it completes on when the rules changed since the last answer', () => {
    // Answered with no rule on Q1; a rule "If Q1 is Yes, jump to Q3" added since takes Q2 off the path.
    const jumpOnYes: PathQuestion[] = [
      {
        ...path[0]!,
        rules: [
          {
            ruleId: 'r9',
            match: 'all',
            conditions: [{ source: 'answer', questionId: 'q1', operator: 'is_yes' }],
            action: { type: 'jump', toQuestionId: 'q3' },
          },
        ],
      },
      ...path.slice(1),
    ];
    given(started(), yesNo(true), text('q2', 'ChatGPT'), text('q3', 'x'))
      .when(complete({ path: jumpOnYes }))
      .then([pathSet({ passedBy: ['q2'], offPathAnswers: ['q2'], setAt: T2 }), completed]);
  });

  it('is still harmless to complete twice, whatever the path', () => {
    given(started(), yesNo(true), completed).when(complete()).then([]);
  });
});
