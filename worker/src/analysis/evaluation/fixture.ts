import type { AnalyseResponsesPayload, AnalysedResponse } from '@seedline/shared';

/**
 * # The evaluation fixture format (issue 46)
 *
 * A fixture is one real-looking survey: its questions with their types, and every response's answers,
 * with the truth an evaluator needs written beside them. The truth is never sent to the method: the
 * payload (`fixturePayload`) carries only what the product would send (question id, text, type, options,
 * unit; answers as the product stores them).
 *
 * ```ts
 * export const DAIRY: SurveyFixture = {
 *   format: 2,
 *   id: 'dairy-cooperative',              // unique, kebab-case; response ids are `${id}-001`, ...
 *   field: 'agriculture (milk collection)',
 *   companyData: 'A milk cooperative of 900 farmers ...',   // what the consultant typed about the client
 *   questions: [
 *     { id: 'role', text: 'What is your role?', type: 'single_choice',
 *       options: ['Collector', 'Lab assistant', 'Accounts'], role: 'segment' },
 *     { id: 'work', text: 'Which part of your work takes the most time, and why?', type: 'textarea', role: 'themes' },
 *     { id: 'hours', text: 'How many hours a week does that take you?', type: 'number',
 *       unit: 'hours per week', role: 'measure' },
 *     { id: 'else', text: 'Anything else you would like to tell us?', type: 'textarea', role: 'remarks' },
 *   ],
 *   planted: [
 *     { id: 'fat-tests', size: 9, lexiconFree: true, about: 'milk fat tests written twice' },
 *     ...
 *   ],
 *   responses: [
 *     { language: 'en', pains: ['fat-tests'],
 *       answers: { role: 'Lab assistant', work: 'Every can is tested ...', hours: 6, else: 'No comment.' },
 *       noise: { else: 'non-answer' } },
 *     ...
 *   ],
 * };
 * ```
 *
 * - `questions[].type`: the builder's question type. `options` for choice questions (answers are one of
 *   the labels, or several joined by "; " for multiple choice; "Other: ..." for a respondent's own),
 *   `unit` for number questions (answers are numbers; the payload writes them as the product stores
 *   them, "6 hours per week").
 * - `questions[].role`: the role a consultant would give the question in the analysis (the truth the
 *   method's inferred role is checked against): `themes` (open questions about the work), `segment` (who
 *   answered: role, team, site), `measure` (a number with a unit, such as hours per week), `remarks` (the
 *   catch-all "Anything else?"), `left_out`.
 * - `planted`: the pains written into the answers to `themes` questions, each with its true size (the
 *   number of responses whose `pains` name it; checked). `lexiconFree`: written in words no word list of
 *   the method holds (checked by fixtures.spec.ts against every list). `wordings`: for a pain written in
 *   several wordings on purpose (synonyms that must join), the wordings used.
 * - `responses[].language`: the language the respondent took the survey in (`ur` for Urdu script and for
 *   Roman Urdu); `answers` by question id (a question left out was not answered); `pains`: the planted
 *   pains its `themes` answers raise; `noise`: by question id, the answers that are a non-answer
 *   ("No comment", "کچھ نہیں"), bare sentiment ("Happy overall") or a side remark (parking, canteen).
 *
 * Fixtures in `tuning/` may be read while the method is worked on; `held-out/` holds fixtures written by
 * someone else, run only by `npm run eval:held-out -w worker`, once; `legacy/` holds the issue-27
 * fixtures (one free-text question), which the glossary of that round was tuned on.
 */
export type ExpectedRole = 'themes' | 'segment' | 'measure' | 'remarks' | 'left_out';

export type FixtureQuestionType =
  'textarea' | 'text' | 'number' | 'single_choice' | 'multiple_choice' | 'rating' | 'yes_no' | 'scale';

export type FixtureQuestion = {
  id: string;
  text: string;
  type: FixtureQuestionType;
  options?: string[];
  unit?: string;
  role: ExpectedRole;
};

export type PlantedPain = {
  id: string;
  size: number;
  lexiconFree: boolean;
  about: string;
  wordings?: string[];
};

export type NoiseKind = 'non-answer' | 'sentiment' | 'side';

export type SurveyResponse = {
  language: 'en' | 'ur';
  answers: Record<string, string | number>;
  pains?: string[];
  noise?: Record<string, NoiseKind>;
};

export type SurveyFixture = {
  format: 2;
  id: string;
  field: string;
  companyData: string;
  questions: FixtureQuestion[];
  planted: PlantedPain[];
  responses: SurveyResponse[];
};

/**
 * A compact way to write responses: each row has the respondent's language (`l`), an answer per question
 * id, and the truth (`pains`, `noise`); a question absent from a row was not answered.
 */
export type ResponseRow<K extends string> = Partial<Record<K, string | number>> & {
  l: 'en' | 'ur';
  pains?: string[];
  noise?: Partial<Record<K, NoiseKind>>;
};

export function responsesFrom<K extends string>(
  ids: readonly K[],
  rows: ReadonlyArray<ResponseRow<K>>,
): SurveyResponse[] {
  return rows.map((r) => ({
    language: r.l,
    answers: Object.fromEntries(ids.flatMap((k) => (r[k] === undefined ? [] : [[k, r[k]]]))),
    ...(r.pains && r.pains.length > 0 ? { pains: r.pains } : {}),
    ...(r.noise ? { noise: r.noise as Record<string, NoiseKind> } : {}),
  }));
}

/** The payload the product would send for this survey: no truth in it. */
export function fixturePayload(fixture: SurveyFixture): AnalyseResponsesPayload {
  return {
    surveyId: `survey-${fixture.id}`,
    // What the product sends of a question; the role is left to the method to infer, as for a consultant
    // who did not change the defaults.
    questions: fixture.questions.map((q) => ({
      id: q.id,
      text: q.text,
      questionType: q.type,
      ...(q.options ? { options: q.options } : {}),
      ...(q.unit ? { unit: q.unit } : {}),
    })),
    responses: fixture.responses.map((r, i) => toResponse(fixture, r, i)),
    companyData: fixture.companyData,
  };
}

export function responseId(fixtureId: string, i: number): string {
  return `${fixtureId}-${String(i + 1).padStart(3, '0')}`;
}

/** The response ids of each planted pain. */
export function plantedMembers(fixture: SurveyFixture): Map<string, string[]> {
  const members = new Map<string, string[]>(fixture.planted.map((p) => [p.id, []]));
  fixture.responses.forEach((r, i) => {
    for (const pain of r.pains ?? []) members.get(pain)?.push(responseId(fixture.id, i));
  });
  return members;
}

/** An answer as the product stores its text: a number with its unit, a choice by its label. */
export function storedAnswer(question: FixtureQuestion, value: string | number): string {
  if (question.type === 'number' && typeof value === 'number')
    return question.unit ? `${value} ${question.unit}` : `${value}`;
  return String(value);
}

function toResponse(fixture: SurveyFixture, r: SurveyResponse, i: number): AnalysedResponse {
  const started = Date.UTC(2026, 0, 5, 8, 0, 0) + i * 1_800_000;
  return {
    id: responseId(fixture.id, i),
    n: i + 1,
    language: r.language,
    startedAt: new Date(started).toISOString(),
    completedAt: new Date(started + 9 * 60_000).toISOString(),
    answers: fixture.questions.flatMap((q) => {
      const value = r.answers[q.id];
      if (value === undefined || String(value).trim() === '') return [];
      return [{ questionId: q.id, text: storedAnswer(q, value) }];
    }),
  };
}

/** Why a fixture is malformed (sizes that do not add up, unknown ids, answers out of their question), or none. */
export function fixtureProblems(fixture: SurveyFixture): string[] {
  const problems: string[] = [];
  const questions = new Map(fixture.questions.map((q) => [q.id, q]));
  const members = plantedMembers(fixture);
  for (const p of fixture.planted) {
    const n = members.get(p.id)!.length;
    if (n !== p.size) problems.push(`${fixture.id}: planted ${p.id} declares ${p.size} responses, ${n} name it`);
  }
  fixture.responses.forEach((r, i) => {
    const at = `${fixture.id} response ${i + 1}`;
    for (const pain of r.pains ?? []) if (!members.has(pain)) problems.push(`${at}: unknown pain ${pain}`);
    for (const [qid, value] of Object.entries(r.answers)) {
      const q = questions.get(qid);
      if (!q) {
        problems.push(`${at}: no question ${qid}`);
        continue;
      }
      if (q.type === 'number' && typeof value !== 'number') problems.push(`${at}: ${qid} is a number question`);
      if (q.type === 'single_choice' && !q.options?.includes(String(value)) && !String(value).startsWith('Other: '))
        problems.push(`${at}: ${String(value)} is not an option of ${qid}`);
    }
    for (const qid of Object.keys(r.noise ?? {}))
      if (r.answers[qid] === undefined) problems.push(`${at}: noise on unanswered ${qid}`);
  });
  return problems;
}

/**
 * The issue-27 fixtures (legacy/): one free-text question and a tools question; a response is one
 * answer, or two joined by " || " (the second answers the tools question).
 */
export type LegacyFixture = {
  id: string;
  field: string;
  companyData: string;
  planted: Array<{ id: string; size: number; lexiconFree: boolean; about: string }>;
  responses: Array<{ theme: string | null; language: 'en' | 'ur'; text: string }>;
};

export const LEGACY_QUESTIONS: FixtureQuestion[] = [
  {
    id: 'q-time',
    text: 'What takes up most of your week, and what gets in the way?',
    type: 'textarea',
    role: 'themes',
  },
  { id: 'q-tools', text: 'Which tools, systems or papers do you use for it?', type: 'textarea', role: 'themes' },
];

/** A legacy fixture in the survey format. */
export function fromLegacy(legacy: LegacyFixture): SurveyFixture {
  return {
    format: 2,
    id: legacy.id,
    field: legacy.field,
    companyData: legacy.companyData,
    questions: LEGACY_QUESTIONS,
    planted: legacy.planted,
    responses: legacy.responses.map((r) => {
      const [first, second] = r.text.split(' || ');
      return {
        language: r.language,
        answers: { 'q-time': first!, ...(second ? { 'q-tools': second } : {}) },
        ...(r.theme ? { pains: [r.theme] } : {}),
      };
    }),
  };
}
