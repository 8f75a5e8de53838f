// What response quality is judged from: what the server records of a survey's questions and of each
// response (ResponseStarted, AnswerRecorded). Pure types.

import type { AnswerValue, QuestionType } from '@seedline/shared';

export type QualityQuestion = { id: string; type: QuestionType };

export type RecordedAnswer = {
  questionId: string;
  /** What the admin reads: the respondent's words, or the text of a typed value. */
  text: string;
  /** A typed question's value; null for text questions. */
  value: AnswerValue | null;
  /** When the server recorded it (ms since the epoch). */
  recordedAt: number;
};

export type ResponseRecord = {
  id: string;
  /** When the response started (ms since the epoch). */
  startedAt: number;
  /**
   * Stands for the browser or address the response came from; null when unknown. The server records
   * no such key today (ResponseStarted holds none), so the duplicate-respondent signal stays silent
   * until one is kept: a salted hash of address and browser, the salt replaced daily, kept no longer
   * than the duplicate window (README, "Response quality").
   */
  deviceKey: string | null;
  /** The latest answer to each question. */
  answers: RecordedAnswer[];
};

export type SurveyRecord = { questions: QualityQuestion[]; responses: ResponseRecord[] };
