// Writing a fixture as compact rows: one row per response, its answers in question order, and honest
// answer times filled in where the row gives none. The result is the plain format of fixture.ts.
//
// The honest times come from a respondent model that knows nothing of the method: reading the
// question at 20 characters a second after a 3 s glance, typing at 3 characters a second, 2 s to pick
// a rating or a choice, 4 s for a number; each respondent has a pace of their own (log-normal, sd 0.3)
// and each answer varies around it (log-normal, sd 0.25). Planted speeders give their times in `took`.

import type { AnswerValue, MultipleChoiceValue } from '@seedline/shared';
import type { FixtureAnswer, FixtureQuestion, FixtureResponse, FixtureTruth, QualityFixture } from './fixture';

/** One answer in a row: text for a text question; the value for a typed one (an option id for a choice, ids for several); null when not answered. */
export type RowAnswer = string | number | boolean | string[] | null;

export type Row = {
  id: string;
  /** Minutes after the survey opened (`opens`) at which the response started. */
  min: number;
  /** The language chosen; default: the fixture's. */
  lang?: 'en' | 'ur';
  /** Stand-in for the browser or address the response came from. */
  device?: string;
  /** In question order. */
  a: RowAnswer[];
  /** Seconds each answer took after the previous one (or the start), in question order; null or absent: the honest model's time. */
  took?: (number | null)[];
  /** Default: ok, nothing planted. */
  truth?: FixtureTruth;
};

export type FixtureHead = {
  id: string;
  about: string;
  /** ISO time the survey opened. */
  opens: string;
  language: 'en' | 'ur';
  questions: FixtureQuestion[];
};

export const OK: FixtureTruth = { verdict: 'ok', planted: [] };

export function fixtureFromRows(head: FixtureHead, rows: readonly Row[]): QualityFixture {
  const opens = Date.parse(head.opens);
  return {
    id: head.id,
    about: head.about,
    questions: head.questions,
    responses: rows.map((row) => responseOf(head, opens, row)),
  };
}

function responseOf(head: FixtureHead, opens: number, row: Row): FixtureResponse {
  if (row.a.length !== head.questions.length) {
    throw new Error(`${head.id}/${row.id}: ${row.a.length} answers for ${head.questions.length} questions`);
  }
  const random = seeded(`${head.id}/${row.id}`);
  const pace = Math.exp(0.3 * normal(random));
  const answers: FixtureAnswer[] = [];
  let at = 0;
  head.questions.forEach((question, index) => {
    const given = row.a[index];
    if (given === null || given === undefined) return;
    const { text, value } = answerOf(question, given, `${head.id}/${row.id}`);
    const took = row.took?.[index] ?? honestSeconds(question, text) * pace * Math.exp(0.25 * normal(random));
    at = Math.round((at + took) * 10) / 10;
    answers.push({ questionId: question.id, text, ...(value === undefined ? {} : { value }), at });
  });
  return {
    id: row.id,
    startedAt: new Date(opens + row.min * 60_000).toISOString(),
    language: row.lang ?? head.language,
    ...(row.device ? { deviceKey: row.device } : {}),
    answers,
    truth: row.truth ?? OK,
  };
}

/** The honest respondent's time for one answer, before pace and variation. */
function honestSeconds(question: FixtureQuestion, text: string): number {
  const reading = 3 + Array.from(question.text).length / 20;
  switch (question.type) {
    case 'textarea':
    case 'text':
      return reading + Array.from(text).length / 3;
    case 'number':
      return reading + 4;
    case 'single_choice':
    case 'multiple_choice':
    case 'rating':
    case 'scale':
    case 'yes_no':
      return reading + 2;
    default: {
      const never: never = question.type;
      throw new Error(`unknown question type ${String(never)}`);
    }
  }
}

function answerOf(
  question: FixtureQuestion,
  given: Exclude<RowAnswer, null>,
  where: string,
): { text: string; value?: AnswerValue } {
  const fail = () => new Error(`${where}: ${JSON.stringify(given)} does not fit ${question.id} (${question.type})`);
  const label = (id: string) => {
    const option = question.options?.find((o) => o.id === id);
    if (!option) throw fail();
    return option.label;
  };
  switch (question.type) {
    case 'textarea':
    case 'text':
      if (typeof given !== 'string') throw fail();
      return { text: given };
    case 'rating':
    case 'scale':
    case 'number':
      if (typeof given !== 'number') throw fail();
      return { text: String(given), value: given };
    case 'yes_no':
      if (typeof given !== 'boolean') throw fail();
      return { text: given ? 'Yes' : 'No', value: given };
    case 'single_choice':
      if (typeof given !== 'string') throw fail();
      return { text: label(given), value: given };
    case 'multiple_choice': {
      if (!Array.isArray(given)) throw fail();
      const value: MultipleChoiceValue = { selected: given, other: null };
      return { text: given.map(label).join(', '), value };
    }
    default: {
      const never: never = question.type;
      throw new Error(`unknown question type ${String(never)}`);
    }
  }
}

/** A small deterministic generator seeded by a string (FNV-1a, then mulberry32). */
function seeded(key: string): () => number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
