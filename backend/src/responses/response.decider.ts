// Pure decisions for a response stream. What the survey looks like (exists, active, its question
// ids) is read by the service and passed in with the command; time and ids arrive the same way.

import {
  GoneError,
  IllegalStateError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
  underSurveyRules,
} from '../common/errors';
import { isoTimestamp, optionalEmail, optionalText, requiredText, type TextRule } from '../common/text-rules';
import { recordedHiddenValues, type HiddenField } from '../surveys';
import { TEXTAREA_SHAPE, type QuestionShape, type PathQuestion, typedAnswer } from '@seedline/shared';
import { availabilityOf, NOT_OPEN_MESSAGES } from '../surveys';
import type {
  AnswerRecorded,
  ResponsePathSet,
  ResponseAbandoned,
  FollowUpAnswered,
  FollowUpAsked,
  ResponseCompleted,
  ResponseEvent,
  ResponseLanguage,
  ResponseStarted,
  SurveyMode,
} from './response.events';
import { assertAnswerable, assertPathAnswered, pathChange } from './response-path';

import { evolve, evolveExisting, initialState, type ExistingResponse, type ResponseState } from './response-state';

export const streamIdFor = (responseId: string): string => `response-${responseId}`;

export const RESPONSE_LIMITS = {
  respondentName: 200,
  answerText: 10000,
  followUpQuestionText: 2000,
} as const;

/** How many times one answer (a question's, or a follow-up's) may be recorded, unless the command says otherwise. */
export const DEFAULT_MAX_ANSWER_REVISIONS = 20;

export const SURVEY_DELETED_MESSAGE = 'This survey has been deleted';
export const SURVEY_CLOSED_MESSAGE = NOT_OPEN_MESSAGES.inactive;
export const RESPONSE_ABANDONED_MESSAGE = 'This response was closed after a period without activity';

const ANSWER_RULE: TextRule = {
  label: 'Answer',
  max: RESPONSE_LIMITS.answerText,
  requiredMessage: 'Answer text is required',
  tooLongError: PayloadTooLargeError,
};

// ---- commands ----

/**
 * What the service knows about the survey when the response starts. A close date in the past or a cap
 * reached by the started responses refuses the start (those already started may finish).
 */
export type SurveySnapshot = {
  surveyId: string;
  exists: boolean;
  deleted: boolean;
  isActive: boolean;
  closesAt?: string | null;
  responseCap?: number | null;
  startedCount?: number;
  /** The hidden fields the survey declares (UTM keys are recognised without). */
  hiddenFields?: HiddenField[];
};

/** Every respondent command carries the survey's state as the service read it: a closed survey takes nothing. */
type SurveyState = { survey: Pick<SurveySnapshot, 'deleted' | 'isActive'> };

export type StartResponse = {
  type: 'StartResponse';
  responseId: string;
  survey: SurveySnapshot;
  surveyMode: string;
  language?: string | null;
  respondentName?: string | null;
  respondentEmail?: string | null;
  /** Hidden-field values from the link, checked against survey.hiddenFields. */
  hiddenFields?: unknown;
  now: string;
};

export type RecordAnswer = {
  type: 'RecordAnswer';
  responseId: string;
  questionId: string;
  /** Required for text questions; a typed question's text is derived from its value. */
  answerText?: unknown;
  /** A typed question's value (typed-answer.ts); without it, answerText is read as the type. */
  answerValue?: unknown;
  /** Ids of the survey's questions, to reject answers to someone else's question. */
  surveyQuestionIds: string[];
  /** The answered question's type and settings (read by the service); a long text question when left out. */
  questionShape?: QuestionShape;
  /** Cap on recordings of one answer (default DEFAULT_MAX_ANSWER_REVISIONS). */
  maxRevisions?: number;
  /**
   * The survey's questions in order with their branching rules and whether each is required: the answer
   * must be on the path, after no required question still unanswered.
   */
  path: PathQuestion[];
  now: string;
} & SurveyState;

export type AskFollowUp = {
  type: 'AskFollowUp';
  responseId: string;
  questionId: string;
  followUpId: string;
  questionText: string;
  surveyQuestionIds: string[];
  now: string;
} & SurveyState;

export type AnswerFollowUp = {
  type: 'AnswerFollowUp';
  responseId: string;
  followUpId: string;
  answerText: string;
  maxRevisions?: number;
  now: string;
} & SurveyState;

export type CompleteResponse = {
  type: 'CompleteResponse';
  responseId: string;
  /** The client's clock, if it sent one: checked, never stored (the response completes at `now`). */
  completedAt?: string;
  /** The survey's questions in order, as for RecordAnswer: every required question on the path must be answered. */
  path: PathQuestion[];
  now: string;
} & SurveyState;

/** The scheduled sweep's: close the response if it has had no activity for the survey's period. */
export type AbandonResponse = {
  type: 'AbandonResponse';
  responseId: string;
  abandonAfterDays: number;
  now: string;
};

export type ResponseCommand =
  StartResponse | RecordAnswer | AskFollowUp | AnswerFollowUp | CompleteResponse | AbandonResponse;
export type Command = ResponseCommand;

export type { ExistingResponse, FollowUpState, ResponseState, State } from './response-state';
export { evolve, initialState } from './response-state';

// ---- shared checks ----

function openResponse(state: ResponseState, command: SurveyState): ExistingResponse {
  if (state.status === 'none') throw new NotFoundError('Response not found');
  if (state.status === 'completed') throw new IllegalStateError('Response is already completed');
  if (state.abandonedAt !== null) throw new IllegalStateError(RESPONSE_ABANDONED_MESSAGE);
  assertSurveyOpen(command.survey);
  return state;
}

/** A deleted survey is gone (410); one switched off takes no answers (409). */
function assertSurveyOpen(survey: SurveyState['survey']): void {
  if (survey.deleted) throw new GoneError(SURVEY_DELETED_MESSAGE);
  if (!survey.isActive) throw new IllegalStateError(SURVEY_CLOSED_MESSAGE);
}

/** Every recording of an answer is an event the stream keeps: past the cap, no more. */
function assertRevisionAllowed(response: ExistingResponse, key: string, maxRevisions: number | undefined): void {
  const max = maxRevisions ?? DEFAULT_MAX_ANSWER_REVISIONS;
  if ((response.revisions[key] ?? 0) >= max) {
    throw new IllegalStateError(`This answer has been changed too many times (at most ${max})`);
  }
}

function assertQuestionOfSurvey(questionId: string, surveyQuestionIds: string[]): void {
  if (!surveyQuestionIds.includes(questionId)) {
    throw new ValidationError('Question does not belong to this survey');
  }
}

function surveyMode(value: string): SurveyMode {
  if (value === 'traditional' || value === 'ai_chat') return value;
  throw new ValidationError("Survey mode must be 'traditional' or 'ai_chat'");
}

function language(value: string | null | undefined): ResponseLanguage | null {
  if (value === undefined || value === null) return null;
  if (value === 'en' || value === 'ur') return value;
  throw new ValidationError("Language must be 'en' or 'ur'");
}

// ---- decisions ----

function startResponse(command: StartResponse, state: ResponseState): ResponseStarted[] {
  if (state.status !== 'none') throw new IllegalStateError('Response already started');
  const { survey } = command;
  if (!survey.exists) throw new NotFoundError('Survey not found');
  assertSurveyOpen(survey);
  const availability = availabilityOf(survey, command.now);
  if (availability !== 'open') throw new IllegalStateError(NOT_OPEN_MESSAGES[availability]);
  return [
    {
      type: 'ResponseStarted',
      schemaVersion: 1,
      data: {
        responseId: command.responseId,
        surveyId: survey.surveyId,
        surveyMode: surveyMode(command.surveyMode),
        language: language(command.language),
        respondentName: optionalText(command.respondentName, {
          label: 'Name',
          max: RESPONSE_LIMITS.respondentName,
        }),
        respondentEmail: optionalEmail(command.respondentEmail),
        ...hiddenFieldsOf(command),
        startedAt: command.now,
      },
    },
  ];
}

/** The link's recognised hidden-field values as the event holds them; nothing when there are none. */
function hiddenFieldsOf(command: StartResponse): Pick<ResponseStarted['data'], 'hiddenFields'> {
  const values = recordedHiddenValues(command.survey.hiddenFields ?? [], command.hiddenFields);
  return Object.keys(values).length === 0 ? {} : { hiddenFields: JSON.stringify(values) };
}

/** The answer as recorded: text questions by today's text rules, typed ones checked against their shape. */
function checkedAnswer(command: RecordAnswer): Pick<AnswerRecorded['data'], 'answerText' | 'answerValue'> {
  const shape = command.questionShape ?? TEXTAREA_SHAPE;
  const input = { answerText: command.answerText, answerValue: command.answerValue };
  if (shape.questionType === 'textarea' || shape.questionType === 'text') {
    // Long-text rules first (required, 413 past the limit), then the short text's own bound.
    const answerText = requiredText(command.answerText, ANSWER_RULE);
    underSurveyRules(() => typedAnswer(shape, { ...input, answerText }));
    return { answerText };
  }
  const { answerText, answerValue } = underSurveyRules(() => typedAnswer(shape, input));
  return { answerText, answerValue: JSON.stringify(answerValue) };
}

/** The answer, and (with the survey's rules) the answers it takes off the path or puts back (response-path.ts). */
function recordAnswer(command: RecordAnswer, state: ResponseState): (AnswerRecorded | ResponsePathSet)[] {
  const response = openResponse(state, command);
  assertQuestionOfSurvey(command.questionId, command.surveyQuestionIds);
  assertAnswerable(command.path, response, command.questionId);
  assertRevisionAllowed(response, command.questionId, command.maxRevisions);
  const recorded: AnswerRecorded = {
    type: 'AnswerRecorded',
    schemaVersion: 1,
    data: {
      responseId: response.responseId,
      questionId: command.questionId,
      ...checkedAnswer(command),
      recordedAt: command.now,
    },
  };
  const changed = pathChange(command.path, evolveExisting(response, recorded) as ExistingResponse, command.now);
  return changed ? [recorded, changed] : [recorded];
}

function askFollowUp(command: AskFollowUp, state: ResponseState): FollowUpAsked[] {
  const response = openResponse(state, command);
  assertQuestionOfSurvey(command.questionId, command.surveyQuestionIds);
  const askedBefore = Object.values(response.followUps).some((f) => f.questionId === command.questionId);
  if (askedBefore) throw new IllegalStateError('A follow-up was already asked for this question');
  if (Object.hasOwn(response.followUps, command.followUpId)) throw new IllegalStateError('Follow-up already exists');
  return [
    {
      type: 'FollowUpAsked',
      schemaVersion: 1,
      data: {
        responseId: response.responseId,
        questionId: command.questionId,
        followUpId: command.followUpId,
        questionText: requiredText(command.questionText, {
          label: 'Follow-up question',
          max: RESPONSE_LIMITS.followUpQuestionText,
          requiredMessage: 'Follow-up question text is required',
        }),
        askedAt: command.now,
      },
    },
  ];
}

function answerFollowUp(command: AnswerFollowUp, state: ResponseState): FollowUpAnswered[] {
  const response = openResponse(state, command);
  if (!Object.hasOwn(response.followUps, command.followUpId)) throw new NotFoundError('Follow-up not found');
  assertRevisionAllowed(response, command.followUpId, command.maxRevisions);
  return [
    {
      type: 'FollowUpAnswered',
      schemaVersion: 1,
      data: {
        responseId: response.responseId,
        followUpId: command.followUpId,
        answerText: requiredText(command.answerText, ANSWER_RULE),
        answeredAt: command.now,
      },
    },
  ];
}

/**
 * Completes a response whose path is answered: every required question on it. The path it completes on
 * is recorded first when the survey's rules changed since the last answer, so what leaves the system
 * about the response (on-path.ts) reads the path the completion was checked against.
 */
function completeResponse(command: CompleteResponse, state: ResponseState): (ResponsePathSet | ResponseCompleted)[] {
  if (state.status === 'none') throw new NotFoundError('Response not found');
  // Bad input is refused even on a completed response; a valid retried "finish" is harmless.
  // The client's time is checked but not believed: a response completes when the server says so.
  if (command.completedAt !== undefined) isoTimestamp(command.completedAt, 'completedAt');
  if (state.status === 'completed') return [];
  if (state.abandonedAt !== null) throw new IllegalStateError(RESPONSE_ABANDONED_MESSAGE);
  assertSurveyOpen(command.survey);
  const completedAt = isoTimestamp(command.now, 'now');
  assertPathAnswered(command.path, state);
  const changed = pathChange(command.path, state, command.now);
  const completed: ResponseCompleted = {
    type: 'ResponseCompleted',
    schemaVersion: 1,
    data: { responseId: state.responseId, completedAt },
  };
  return changed ? [changed, completed] : [completed];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Closes an unfinished response whose last activity is at least the period old; anything else (gone,
 * completed, already closed, active since) records nothing, so the sweep may run as often as it likes.
 */
function abandonResponse(command: AbandonResponse, state: ResponseState): ResponseAbandoned[] {
  if (state.status !== 'started' || state.abandonedAt !== null) return [];
  const now = isoTimestamp(command.now, 'now');
  if (Date.parse(state.lastActivityAt) + command.abandonAfterDays * DAY_MS > Date.parse(now)) return [];
  const { responseId, surveyId } = state;
  const data = { responseId, surveyId, abandonAfterDays: command.abandonAfterDays, abandonedAt: now };
  return [{ type: 'ResponseAbandoned', schemaVersion: 1, data }];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: ResponseCommand, state: ResponseState): ResponseEvent[] {
  switch (command.type) {
    case 'StartResponse':
      return startResponse(command, state);
    case 'RecordAnswer':
      return recordAnswer(command, state);
    case 'AskFollowUp':
      return askFollowUp(command, state);
    case 'AnswerFollowUp':
      return answerFollowUp(command, state);
    case 'CompleteResponse':
      return completeResponse(command, state);
    case 'AbandonResponse':
      return abandonResponse(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
