// Facts of a response stream (`response-<id>`): one visitor taking one survey.
// Stored as JSON: times are ISO strings. A changed shape gets a new schemaVersion.
import type { EventFields } from '../event-store/event-fields';

export const SURVEY_MODES = ['traditional', 'ai_chat'] as const;
export type SurveyMode = (typeof SURVEY_MODES)[number];
export const RESPONSE_LANGUAGES = ['en', 'ur'] as const;
export type ResponseLanguage = (typeof RESPONSE_LANGUAGES)[number];

export type ResponseStarted = {
  type: 'ResponseStarted';
  schemaVersion: 1;
  data: {
    responseId: string;
    surveyId: string;
    surveyMode: SurveyMode;
    language: ResponseLanguage | null;
    respondentName: string | null;
    respondentEmail: string | null;
    /**
     * The hidden-field and UTM values the link carried (surveys/response-settings/hidden-fields.ts), as JSON text of an
     * object ({"team":"finance"}): text, so it is sealed under the response's key like the name and
     * e-mail. Absent when the link carried none (and on every response started before issue 34).
     */
    hiddenFields?: string;
    startedAt: string;
  };
};

/** Answering a question again records a new event; the read model keeps the latest. */
export type AnswerRecorded = {
  type: 'AnswerRecorded';
  schemaVersion: 1;
  data: {
    responseId: string;
    questionId: string;
    /** What the admin reads: the respondent's words, or for a typed question the text of its value. */
    answerText: string;
    /**
     * A typed question's value (typed-answer.ts) as JSON text, absent for text questions and for every
     * answer recorded before question types. Text, so it is encrypted like answerText: an "Other" holds
     * the respondent's own words.
     */
    answerValue?: string;
    recordedAt: string;
  };
};

export type FollowUpAsked = {
  type: 'FollowUpAsked';
  schemaVersion: 1;
  data: {
    responseId: string;
    /** The base survey question the follow-up digs into. */
    questionId: string;
    followUpId: string;
    questionText: string;
    askedAt: string;
  };
};

export type FollowUpAnswered = {
  type: 'FollowUpAnswered';
  schemaVersion: 1;
  data: { responseId: string; followUpId: string; answerText: string; answeredAt: string };
};

export type ResponseCompleted = {
  type: 'ResponseCompleted';
  schemaVersion: 1;
  data: { responseId: string; completedAt: string };
};

/**
 * An unfinished response closed after the survey's abandonment period without activity (issue 34): it
 * is no longer "In progress", takes no more answers, and counts as dropped off.
 */
export type ResponseAbandoned = {
  type: 'ResponseAbandoned';
  schemaVersion: 1;
  data: { responseId: string; surveyId: string; abandonAfterDays: number; abandonedAt: string };
};

/**
 * Where the respondent's path stands after an answer (issue 29), each list whole: the questions the
 * answers so far take off the path (skipped, jumped over, after an end: they are not shown, so they
 * are nobody's drop-off), and among them those answered before a changed answer moved the path (kept
 * in the log, left out of results). Decided under the rules of the moment; a later rule change leaves
 * it be.
 */
export type ResponsePathSet = {
  type: 'ResponsePathSet';
  schemaVersion: 1;
  data: {
    responseId: string;
    passedBy: string[];
    offPathAnswers: string[];
    /** The question whose end rule ends the survey for this respondent, or null. */
    endedAt: string | null;
    setAt: string;
  };
};

/**
 * An admin erased the response: its data key is gone and the read models drop it. It carries a
 * non-personal summary of what goes, so counters (per survey, mode, language, question) can be
 * decremented from this event alone.
 */
export type ResponseErased = {
  type: 'ResponseErased';
  schemaVersion: 1;
  data: {
    responseId: string;
    erasedAt: string;
    surveyId: string;
    surveyMode: SurveyMode;
    language: ResponseLanguage | null;
    /** The survey questions the response had answered, in the order first answered. */
    answeredQuestionIds: string[];
    completed: boolean;
  };
};

/**
 * The consultant overruled the response's quality verdict (issue 50): `verdict` stands over the computed
 * one until overruled again. Who and when are the event's metadata ({ by, at }), as an admin's act.
 */
export type ResponseQualityOverruled = {
  type: 'ResponseQualityOverruled';
  schemaVersion: 1;
  data: { responseId: string; surveyId: string; verdict: 'ok' | 'review' | 'low_quality' };
};

export type ResponseEvent =
  | ResponseStarted
  | AnswerRecorded
  | FollowUpAsked
  | FollowUpAnswered
  | ResponseCompleted
  | ResponseAbandoned
  | ResponsePathSet
  | ResponseErased
  | ResponseQualityOverruled;
export type ResponseEventType = ResponseEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ResponseEventType, true> = {
  ResponseStarted: true,
  AnswerRecorded: true,
  FollowUpAsked: true,
  FollowUpAnswered: true,
  ResponseCompleted: true,
  ResponseAbandoned: true,
  ResponsePathSet: true,
  ResponseErased: true,
  ResponseQualityOverruled: true,
};
export const responseEventTypes = Object.keys(listed) as ResponseEventType[];

/** Personal and free-text fields, encrypted with the stream's data key in the log (crypto-shredding). */
export const responsePersonalFields: Partial<Record<ResponseEventType, readonly string[]>> = {
  ResponseStarted: ['respondentName', 'respondentEmail', 'hiddenFields'],
  AnswerRecorded: ['answerText', 'answerValue'],
  FollowUpAsked: ['questionText'],
  FollowUpAnswered: ['answerText'],
};

/** What the event store knows of these events: their personal fields, and the event that erases a response. */
export const responseEventFields: EventFields = {
  personal: responsePersonalFields,
  erasures: ['ResponseErased' satisfies ResponseEventType],
};
