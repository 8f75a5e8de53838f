import { GoneError, IllegalStateError, NotFoundError, PayloadTooLargeError, ValidationError } from '../common/errors';
import { TEXTAREA_SHAPE, type QuestionShape } from '@seedline/shared';
import { deciderSpec } from '../testing/decider-spec';
import {
  decide,
  decider,
  evolve,
  initialState,
  streamIdFor,
  type ResponseCommand,
  type ResponseState,
  type StartResponse,
  type SurveySnapshot,
} from './response.decider';
import {
  responseEventTypes,
  type AnswerRecorded,
  type FollowUpAnswered,
  type FollowUpAsked,
  type ResponseCompleted,
  type ResponseEvent,
  type ResponseStarted,
} from './response.events';

const T0 = '2025-03-01T10:00:00.000Z';
const T1 = '2025-03-01T10:01:00.000Z';
const T2 = '2025-03-01T10:02:00.000Z';
const QUESTIONS = ['q1', 'q2'];

const fold = (events: ResponseEvent[]): ResponseState => events.reduce(evolve, initialState());

const given = deciderSpec(decider);

// ---- past events ----

const started = (data: Partial<ResponseStarted['data']> = {}): ResponseStarted => ({
  type: 'ResponseStarted',
  schemaVersion: 1,
  data: {
    responseId: 'r1',
    surveyId: 's1',
    surveyMode: 'traditional',
    language: null,
    respondentName: null,
    respondentEmail: null,
    startedAt: T0,
    ...data,
  },
});

const answered = (questionId: string, answerText: string, recordedAt = T1): AnswerRecorded => ({
  type: 'AnswerRecorded',
  schemaVersion: 1,
  data: { responseId: 'r1', questionId, answerText, recordedAt },
});

const asked = (followUpId: string, questionId: string, questionText = 'Can you give an example?'): FollowUpAsked => ({
  type: 'FollowUpAsked',
  schemaVersion: 1,
  data: { responseId: 'r1', questionId, followUpId, questionText, askedAt: T1 },
});

const followUpAnswered = (followUpId: string, answerText: string): FollowUpAnswered => ({
  type: 'FollowUpAnswered',
  schemaVersion: 1,
  data: { responseId: 'r1', followUpId, answerText, answeredAt: T2 },
});

const completed = (completedAt = T2): ResponseCompleted => ({
  type: 'ResponseCompleted',
  schemaVersion: 1,
  data: { responseId: 'r1', completedAt },
});

// ---- commands ----

const liveSurvey: SurveySnapshot = { surveyId: 's1', exists: true, deleted: false, isActive: true };

const start = (fields: Partial<StartResponse> = {}): ResponseCommand => ({
  type: 'StartResponse',
  responseId: 'r1',
  survey: liveSurvey,
  surveyMode: 'traditional',
  now: T0,
  ...fields,
});

const open = { survey: { deleted: false, isActive: true } };
const deletedSurvey = { survey: { deleted: true, isActive: true } };
const inactiveSurvey = { survey: { deleted: false, isActive: false } };

const recordAnswer = (questionId: string, answerText: string, now = T1, fields = {}): ResponseCommand => ({
  type: 'RecordAnswer',
  responseId: 'r1',
  questionId,
  answerText,
  surveyQuestionIds: QUESTIONS,
  path: [],
  ...open,
  now,
  ...fields,
});

const askFollowUp = (
  followUpId: string,
  questionId: string,
  questionText = 'Can you give an example?',
  fields = {},
): ResponseCommand => ({
  type: 'AskFollowUp',
  responseId: 'r1',
  questionId,
  followUpId,
  questionText,
  surveyQuestionIds: QUESTIONS,
  ...open,
  now: T1,
  ...fields,
});

const answerFollowUp = (followUpId: string, answerText: string, fields = {}): ResponseCommand => ({
  type: 'AnswerFollowUp',
  responseId: 'r1',
  followUpId,
  answerText,
  ...open,
  now: T2,
  ...fields,
});

const complete = (completedAt: string = T2, fields = {}): ResponseCommand => ({
  type: 'CompleteResponse',
  responseId: 'r1',
  completedAt,
  path: [],
  ...open,
  now: T2,
  ...fields,
});

describe('response stream', () => {
  it('names streams response-<id> and exposes the decider parts', () => {
    expect(streamIdFor('abc')).toBe('response-abc');
    expect(decider).toEqual({ initialState, evolve, decide });
    expect(responseEventTypes).toEqual([
      'ResponseStarted',
      'AnswerRecorded',
      'FollowUpAsked',
      'FollowUpAnswered',
      'ResponseCompleted',
      'ResponseAbandoned',
      'ResponsePathSet',
      'ResponseErased',
      'ResponseQualityOverruled',
    ]);
  });

  describe('StartResponse', () => {
    it('starts with defaults: no language, name or e-mail', () => {
      given().when(start()).then([started()]);
    });

    it('keeps the mode, language and respondent, trimmed', () => {
      given()
        .when(
          start({ surveyMode: 'ai_chat', language: 'ur', respondentName: '  Ayesha ', respondentEmail: ' a@b.pk ' }),
        )
        .then([
          started({ surveyMode: 'ai_chat', language: 'ur', respondentName: 'Ayesha', respondentEmail: 'a@b.pk' }),
        ]);
    });

    it('turns a blank name and e-mail into null', () => {
      given()
        .when(start({ language: 'en', respondentName: ' ', respondentEmail: '' }))
        .then([started({ language: 'en' })]);
    });

    it('rejects a missing survey as not found', () => {
      given()
        .when(start({ survey: { ...liveSurvey, exists: false } }))
        .thenThrows(new NotFoundError('Survey not found'));
    });

    it('refuses a deleted survey as gone (410) and an inactive one as closed (409)', () => {
      given()
        .when(start({ survey: { ...liveSurvey, deleted: true } }))
        .thenThrows(new GoneError('This survey has been deleted'));
      given()
        .when(start({ survey: { ...liveSurvey, isActive: false } }))
        .thenThrows(new IllegalStateError('This survey is not accepting responses'));
    });

    it('refuses a survey past its close date and one whose started responses reached the cap (409, saying why)', () => {
      given()
        .when(start({ survey: { ...liveSurvey, closesAt: T0 } }))
        .thenThrows(new IllegalStateError('This survey is closed.'));
      given()
        .when(start({ survey: { ...liveSurvey, responseCap: 2, startedCount: 2 } }))
        .thenThrows(new IllegalStateError('This survey has reached its response limit.'));
      given()
        .when(start({ survey: { ...liveSurvey, isActive: false, closesAt: T0, responseCap: 1, startedCount: 1 } }))
        .thenThrows(new IllegalStateError('This survey is not accepting responses'));
    });

    it('starts before the close date and under the cap', () => {
      const later = new Date(Date.parse(T0) + 1000).toISOString();
      given()
        .when(start({ survey: { ...liveSurvey, closesAt: later, responseCap: 2, startedCount: 1 } }))
        .then([started()]);
    });

    it('rejects an unknown mode', () => {
      given()
        .when(start({ surveyMode: 'voice' }))
        .thenThrows(new ValidationError("Survey mode must be 'traditional' or 'ai_chat'"));
    });

    it('rejects an unknown language', () => {
      given()
        .when(start({ language: 'fr' }))
        .thenThrows(new ValidationError("Language must be 'en' or 'ur'"));
    });

    it('limits the name to 200 characters', () => {
      given()
        .when(start({ respondentName: 'n'.repeat(201) }))
        .thenThrows(new ValidationError('Name is too long (max 200 characters)'));
    });

    it('checks the e-mail shape and length', () => {
      given()
        .when(start({ respondentEmail: 'not-an-email' }))
        .thenThrows(new ValidationError('Email must be a valid e-mail address'));
      given()
        .when(start({ respondentEmail: `${'a'.repeat(310)}@example.com` }))
        .thenThrows(new ValidationError('Email is too long (max 320 characters)'));
    });

    it('rejects starting twice', () => {
      given(started()).when(start()).thenThrows(new IllegalStateError('Response already started'));
      given(started(), completed()).when(start()).thenThrows(new IllegalStateError('Response already started'));
    });
  });

  describe('RecordAnswer', () => {
    it('records a trimmed answer', () => {
      given(started())
        .when(recordAnswer('q1', '  Too many meetings\n'))
        .then([answered('q1', 'Too many meetings')]);
    });

    it('records a second answer to the same question as a new event', () => {
      given(started(), answered('q1', 'first'))
        .when(recordAnswer('q1', 'second', T2))
        .then([answered('q1', 'second', T2)]);
    });

    it('rejects a response that was never started', () => {
      given().when(recordAnswer('q1', 'hi')).thenThrows(new NotFoundError('Response not found'));
    });

    it('rejects a completed response', () => {
      given(started(), completed())
        .when(recordAnswer('q1', 'late'))
        .thenThrows(new IllegalStateError('Response is already completed'));
    });

    it('rejects a question of another survey', () => {
      given(started())
        .when(recordAnswer('q-other', 'hi'))
        .thenThrows(new ValidationError('Question does not belong to this survey'));
    });

    it.each(['', '   ', '\n\t'])('rejects the blank answer %p', (text) => {
      given(started()).when(recordAnswer('q1', text)).thenThrows(new ValidationError('Answer text is required'));
    });

    it('accepts 10000 characters and rejects more as too large', () => {
      given(started())
        .when(recordAnswer('q1', 'a'.repeat(10000)))
        .then([answered('q1', 'a'.repeat(10000))]);
      given(started())
        .when(recordAnswer('q1', 'a'.repeat(10001)))
        .thenThrows(new PayloadTooLargeError('Answer is too long (max 10000 characters)'));
    });
  });

  describe('AskFollowUp', () => {
    it('asks a trimmed follow-up for a base question', () => {
      given(started(), answered('q1', 'meetings'))
        .when(askFollowUp('f1', 'q1', '  Which meetings?  '))
        .then([asked('f1', 'q1', 'Which meetings?')]);
    });

    it('allows one follow-up per base question, for each question', () => {
      given(started(), asked('f1', 'q1'))
        .when(askFollowUp('f2', 'q2'))
        .then([asked('f2', 'q2')]);
      given(started(), asked('f1', 'q1'))
        .when(askFollowUp('f2', 'q1'))
        .thenThrows(new IllegalStateError('A follow-up was already asked for this question'));
    });

    it('rejects reusing a follow-up id', () => {
      given(started(), asked('f1', 'q1'))
        .when(askFollowUp('f1', 'q2'))
        .thenThrows(new IllegalStateError('Follow-up already exists'));
    });

    it('rejects a missing or completed response', () => {
      given().when(askFollowUp('f1', 'q1')).thenThrows(new NotFoundError('Response not found'));
      given(started(), completed())
        .when(askFollowUp('f1', 'q1'))
        .thenThrows(new IllegalStateError('Response is already completed'));
    });

    it('rejects a question of another survey', () => {
      given(started())
        .when(askFollowUp('f1', 'q-other'))
        .thenThrows(new ValidationError('Question does not belong to this survey'));
    });

    it('requires the follow-up text, at most 2000 characters', () => {
      given(started())
        .when(askFollowUp('f1', 'q1', '  '))
        .thenThrows(new ValidationError('Follow-up question text is required'));
      given(started())
        .when(askFollowUp('f1', 'q1', '?'.repeat(2001)))
        .thenThrows(new ValidationError('Follow-up question is too long (max 2000 characters)'));
    });
  });

  describe('AnswerFollowUp', () => {
    it('answers an asked follow-up, trimmed', () => {
      given(started(), asked('f1', 'q1'))
        .when(answerFollowUp('f1', ' The Monday one '))
        .then([followUpAnswered('f1', 'The Monday one')]);
    });

    it('answers again as a new event', () => {
      given(started(), asked('f1', 'q1'), followUpAnswered('f1', 'first'))
        .when(answerFollowUp('f1', 'second'))
        .then([followUpAnswered('f1', 'second')]);
    });

    it('rejects a follow-up that was never asked', () => {
      given(started(), asked('f1', 'q1'))
        .when(answerFollowUp('f2', 'hi'))
        .thenThrows(new NotFoundError('Follow-up not found'));
      given(started()).when(answerFollowUp('toString', 'hi')).thenThrows(new NotFoundError('Follow-up not found'));
    });

    it('rejects a missing or completed response', () => {
      given().when(answerFollowUp('f1', 'hi')).thenThrows(new NotFoundError('Response not found'));
      given(started(), asked('f1', 'q1'), completed())
        .when(answerFollowUp('f1', 'hi'))
        .thenThrows(new IllegalStateError('Response is already completed'));
    });

    it('applies the answer text rules', () => {
      given(started(), asked('f1', 'q1'))
        .when(answerFollowUp('f1', ' '))
        .thenThrows(new ValidationError('Answer text is required'));
      given(started(), asked('f1', 'q1'))
        .when(answerFollowUp('f1', 'a'.repeat(10001)))
        .thenThrows(new PayloadTooLargeError('Answer is too long (max 10000 characters)'));
    });
  });

  describe('CompleteResponse', () => {
    it("completes at the server's time, whatever the client's clock says", () => {
      given(started())
        .when(complete('1999-01-01T00:00:00Z'))
        .then([completed(T2)]);
      given(started())
        .when(complete(undefined, { completedAt: undefined }))
        .then([completed(T2)]);
    });

    it('is harmless to complete twice: no new event', () => {
      given(started(), completed()).when(complete()).then([]);
    });

    it('refuses a malformed timestamp even when already completed', () => {
      given(started(), completed())
        .when(complete('garbage'))
        .thenThrows(new ValidationError('completedAt must be a valid ISO 8601 timestamp'));
    });

    it('rejects a response that was never started', () => {
      given().when(complete()).thenThrows(new NotFoundError('Response not found'));
    });

    it.each(['', 'soon', '2025-03-01', '2025-02-30T10:00:00Z'])('rejects the timestamp %p', (completedAt) => {
      given(started())
        .when(complete(completedAt))
        .thenThrows(new ValidationError('completedAt must be a valid ISO 8601 timestamp'));
    });
  });

  describe("the survey's state", () => {
    const commands: [string, (fields: object) => ResponseCommand][] = [
      ['an answer', (fields) => recordAnswer('q1', 'hi', T1, fields)],
      ['a follow-up', (fields) => askFollowUp('f2', 'q2', 'Why?', fields)],
      ['a follow-up answer', (fields) => answerFollowUp('f1', 'hi', fields)],
      ['completion', (fields) => complete(T2, fields)],
    ];

    it.each(commands)('refuses %s once the survey is deleted (410) or inactive (409)', (_name, command) => {
      given(started(), asked('f1', 'q1'))
        .when(command(deletedSurvey))
        .thenThrows(new GoneError('This survey has been deleted'));
      given(started(), asked('f1', 'q1'))
        .when(command(inactiveSurvey))
        .thenThrows(new IllegalStateError('This survey is not accepting responses'));
    });
  });

  describe('revisions of one answer', () => {
    const tooMany = new IllegalStateError('This answer has been changed too many times (at most 20)');

    it('records an answer 20 times by default and refuses the 21st', () => {
      const twenty = Array.from({ length: 20 }, (_, i) => answered('q1', `v${i}`));
      given(started(), ...twenty.slice(1))
        .when(recordAnswer('q1', 'v20'))
        .then([answered('q1', 'v20')]);
      given(started(), ...twenty)
        .when(recordAnswer('q1', 'v21'))
        .thenThrows(tooMany);
      // Other questions keep their own count.
      given(started(), ...twenty)
        .when(recordAnswer('q2', 'other'))
        .then([answered('q2', 'other')]);
    });

    it('caps a follow-up answer the same way, and takes the cap from the command', () => {
      const twenty = Array.from({ length: 20 }, (_, i) => followUpAnswered('f1', `v${i}`));
      given(started(), asked('f1', 'q1'), ...twenty)
        .when(answerFollowUp('f1', 'more'))
        .thenThrows(tooMany);
      given(started(), answered('q1', 'a'), answered('q1', 'b'))
        .when(recordAnswer('q1', 'c', T1, { maxRevisions: 2 }))
        .thenThrows(new IllegalStateError('This answer has been changed too many times (at most 2)'));
    });
  });

  describe('evolve', () => {
    it('folds answers, follow-ups and completion into the state', () => {
      const state = fold([
        started({ surveyMode: 'ai_chat', language: 'ur' }),
        answered('q1', 'first'),
        answered('q1', 'replaced'),
        answered('q2', 'other'),
        asked('f1', 'q1', 'Why?'),
        asked('f2', 'q2', 'How?'),
        followUpAnswered('f1', 'old'),
        followUpAnswered('f1', 'new'),
        completed(),
      ]);
      expect(state).toEqual({
        status: 'completed',
        responseId: 'r1',
        surveyId: 's1',
        surveyMode: 'ai_chat',
        language: 'ur',
        answers: { q1: 'replaced', q2: 'other' },
        answerValues: {},
        hiddenValues: {},
        passedBy: [],
        offPath: [],
        endedAt: null,
        followUps: {
          f1: { questionId: 'q1', questionText: 'Why?', answerText: 'new' },
          f2: { questionId: 'q2', questionText: 'How?', answerText: null },
        },
        revisions: { q1: 2, q2: 1, f1: 2 },
        completedAt: T2,
        lastActivityAt: T2,
        abandonedAt: null,
      });
    });

    it('starts with an empty, open response', () => {
      expect(fold([started()])).toEqual({
        status: 'started',
        responseId: 'r1',
        surveyId: 's1',
        surveyMode: 'traditional',
        language: null,
        answers: {},
        answerValues: {},
        hiddenValues: {},
        passedBy: [],
        offPath: [],
        endedAt: null,
        followUps: {},
        revisions: {},
        completedAt: null,
        lastActivityAt: T0,
        abandonedAt: null,
      });
    });

    it('does not mutate the state it is given', () => {
      const before = fold([started(), asked('f1', 'q1')]);
      const snapshot = structuredClone(before);
      evolve(before, answered('q1', 'x'));
      evolve(before, followUpAnswered('f1', 'y'));
      evolve(before, completed());
      expect(before).toEqual(snapshot);
    });

    it('skips events that do not fit the state', () => {
      expect(fold([answered('q1', 'x'), completed()])).toEqual({ status: 'none' });
      expect(fold([started(), followUpAnswered('f-unknown', 'x')])).toEqual(fold([started()]));
    });

    it('fails loudly on an event type it does not know', () => {
      const unknown = { type: 'ResponseArchived', schemaVersion: 1, data: {} } as unknown as ResponseEvent;
      expect(() => evolve(initialState(), unknown)).toThrow('Unknown response event ResponseArchived');
      expect(() => evolve(fold([started()]), unknown)).toThrow('Unknown response event ResponseArchived');
    });
  });

  it('rejects an unknown command', () => {
    const unknown = { type: 'ArchiveResponse' } as unknown as ResponseCommand;
    given().when(unknown).thenThrows(new ValidationError('Unknown command ArchiveResponse'));
  });

  describe('RecordAnswer to a typed question', () => {
    const options = [
      { id: 'o1', label: 'Email' },
      { id: 'o2', label: 'Phone' },
    ];
    const shapes: Record<string, QuestionShape> = {
      single_choice: { ...TEXTAREA_SHAPE, questionType: 'single_choice', options },
      multiple_choice: { ...TEXTAREA_SHAPE, questionType: 'multiple_choice', options, allowOther: true },
      rating: { ...TEXTAREA_SHAPE, questionType: 'rating' },
      scale: { ...TEXTAREA_SHAPE, questionType: 'scale', scaleLabels: { min: 'No', max: 'Yes' } },
      yes_no: { ...TEXTAREA_SHAPE, questionType: 'yes_no' },
      number: { ...TEXTAREA_SHAPE, questionType: 'number', numberRange: { min: 0, max: 80, unit: 'hours per week' } },
    };
    const typed = (questionShape: QuestionShape, input: { answerText?: string; answerValue?: unknown }) =>
      ({
        type: 'RecordAnswer',
        responseId: 'r1',
        questionId: 'q1',
        surveyQuestionIds: QUESTIONS,
        questionShape,
        path: [],
        ...open,
        now: T1,
        ...input,
      }) as ResponseCommand;
    const recorded = (answerText: string, answerValue: string): AnswerRecorded => ({
      type: 'AnswerRecorded',
      schemaVersion: 1,
      data: { responseId: 'r1', questionId: 'q1', answerText, answerValue, recordedAt: T1 },
    });

    it.each([
      ['single_choice', 'o2', 'Phone', '"o2"'],
      [
        'multiple_choice',
        { selected: ['o2', 'o1'], other: 'Fax' },
        'Email; Phone; Other: Fax',
        '{"selected":["o1","o2"],"other":"Fax"}',
      ],
      ['rating', 4, '4 out of 5', '4'],
      ['scale', 0, '0 out of 10', '0'],
      ['yes_no', false, 'No', 'false'],
      ['number', 12.5, '12.5 hours per week', '12.5'],
    ])('%s: records %p with its text and its value as JSON text', (type, answerValue, text, json) => {
      given(started())
        .when(typed(shapes[type]!, { answerValue }))
        .then([recorded(text, json)]);
    });

    it("reads a typed question's answerText as its type (a chat reply)", () => {
      given(started())
        .when(typed(shapes.rating!, { answerText: '۵' }))
        .then([recorded('5 out of 5', '5')]);
      given(started())
        .when(typed(shapes.yes_no!, { answerText: 'ہاں' }))
        .then([recorded('Yes', 'true')]);
    });

    it.each([
      ['single_choice', 'o9', 'The answer must be one of the options: Email, Phone'],
      ['multiple_choice', { selected: ['o3'], other: null }, 'The answer must be among the options: Email, Phone'],
      ['rating', 0, 'A rating must be a whole number from 1 to 5'],
      ['scale', 11, 'A score must be a whole number from 0 to 10'],
      ['yes_no', 'perhaps', 'The answer must be yes or no'],
      ['number', 'many', 'The answer must be a number'],
      ['number', 81, 'The answer must be at most 80'],
    ])('%s: refuses %p with 400 saying why', (type, answerValue, message) => {
      given(started()).when(typed(shapes[type]!, { answerValue })).thenThrows(new ValidationError(message));
    });

    it('refuses "Other" words where the question offers none', () => {
      const closed = { ...shapes.multiple_choice!, allowOther: false };
      given(started())
        .when(typed(closed, { answerValue: { selected: ['o1'], other: 'Fax' } }))
        .thenThrows(new ValidationError('This question has no "Other" choice'));
    });

    it('refuses a typed question with no answer', () => {
      given(started())
        .when(typed(shapes.rating!, {}))
        .thenThrows(new ValidationError('An answer is required: send answerValue (or answerText)'));
    });

    it('keeps text questions exactly as before: no value recorded, the same messages', () => {
      const short = { ...TEXTAREA_SHAPE, questionType: 'text' as const };
      given(started())
        .when(typed(short, { answerText: '  Lahore ' }))
        .then([answered('q1', 'Lahore')]);
      given(started()).when(typed(short, {})).thenThrows(new ValidationError('Answer text is required'));
      given(started())
        .when(typed(TEXTAREA_SHAPE, { answerText: 'a'.repeat(10001) }))
        .thenThrows(new PayloadTooLargeError('Answer is too long (max 10000 characters)'));
    });

    it('a typed answer counts as a revision like a text one', () => {
      const state = fold([started(), recorded('4 out of 5', '4')]);
      expect(state.status !== 'none' && state.answers.q1).toBe('4 out of 5');
    });
  });
});
