// The format of the response-quality evaluation set (issue 50, item 5): surveys with planted good and
// bad responses, each response carrying the truth a careful reader would give it. The method is
// scored against these; it never reads them for its word lists or letter statistics.
//
// A fixture is plain data: what the server records of a survey (its questions and their types) and of
// each response (when it started, each answer's text and typed value and when the server recorded
// it, and optionally a key standing for the browser or address it came from), plus the truth.
// Authors may write it by hand or through `fixture-rows.ts`, which fills in honest answer times.
// README.md beside this file says how truth is decided.

import type { AnswerValue, QuestionType } from '@seedline/shared';

/** A survey question as the survey holds it. */
export type FixtureQuestion = {
  /** Unique within the survey. */
  id: string;
  /** One of the survey's question types: textarea, text, single_choice, multiple_choice, rating (1–5), scale (0–10), yes_no, number. */
  type: QuestionType;
  /** The wording, in the survey's language. */
  text: string;
  /** single_choice and multiple_choice only: the options, by id and label. */
  options?: { id: string; label: string }[];
};

/** One recorded answer. */
export type FixtureAnswer = {
  questionId: string;
  /** What the admin reads: the respondent's words, or for a typed question the text of its value ("4", "Yes"). */
  text: string;
  /** A typed question's value as the server stores it (rating 1–5, scale 0–10, yes_no boolean, number, option id); absent for text questions. */
  value?: AnswerValue;
  /** When the server recorded this answer, in seconds after the response started (ascending within a response). */
  at: number;
};

/** The signals the method reports, named as the truth names what was planted. */
export const QUALITY_SIGNALS = [
  'speeding',
  'straight_lining',
  'gibberish',
  'copy_paste',
  'duplicate_respondent',
  'low_effort',
] as const;
export type QualitySignalName = (typeof QUALITY_SIGNALS)[number];

/** The truth about one response, as a careful human reviewer would give it (README.md, "Truth"). */
export type FixtureTruth = {
  /** low_quality: the reviewer would leave it out of the results; ok: they would count it. */
  verdict: 'ok' | 'low_quality';
  /** The signals planted in it (possibly several; possibly one in an ok response, such as "asdf" in a single required box). */
  planted: QualitySignalName[];
  /** Why, in a few words, for whoever reads a miss. */
  note?: string;
};

export type FixtureResponse = {
  /** Unique within the survey. */
  id: string;
  /** When the response started (ISO 8601, UTC). */
  startedAt: string;
  /** The language the respondent chose at the start (Roman Urdu writers choose either). */
  language: 'en' | 'ur';
  /**
   * Stands for the browser or address the response came from (the same key: the same device). Absent
   * when the fixture says nothing about devices. The server records no such thing today (README.md).
   */
  deviceKey?: string;
  /** In the order recorded. */
  answers: FixtureAnswer[];
  truth: FixtureTruth;
};

export type QualityFixture = {
  /** Unique across the evaluation set (tuning and held out). */
  id: string;
  /** What the survey is about and what was planted in it, for the reader. */
  about: string;
  questions: FixtureQuestion[];
  responses: FixtureResponse[];
};

/**
 * A "short honest answer": at most three words, in a response whose truth plants no gibberish. The
 * goal (issue 50) is that none is ever called gibberish: "No", "Excel", "نہیں", "Nahi", "SAP", "2 hours".
 */
export const SHORT_HONEST_MAX_WORDS = 3;

export const wordCount = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;

export function isShortHonestAnswer(response: FixtureResponse, answer: FixtureAnswer): boolean {
  return (
    !response.truth.planted.includes('gibberish') &&
    answer.text.trim() !== '' &&
    wordCount(answer.text) <= SHORT_HONEST_MAX_WORDS
  );
}
