import type { AnalyseResponsesPayload, AnalysedResponse } from '@seedline/shared';

/**
 * A survey written for the evaluation of the offline report: respondents of one workplace, some
 * raising planted themes of known size (in English and Urdu), the rest noise. `lexiconFree` marks a
 * planted theme whose words appear in none of the lexicons (checked by evaluation.spec.ts).
 * A response is one answer, or two joined by " || " (the second answers the tools question).
 */
export type PlantedThemeSpec = { id: string; size: number; lexiconFree: boolean; about: string };

export type FixtureResponse = { theme: string | null; language: 'en' | 'ur'; text: string };

export type EvaluationFixture = {
  id: string;
  field: string;
  companyData: string;
  planted: PlantedThemeSpec[];
  responses: FixtureResponse[];
};

export const FIXTURE_QUESTIONS = [
  { id: 'q-time', text: 'What takes up most of your week, and what gets in the way?' },
  { id: 'q-tools', text: 'Which tools, systems or papers do you use for it?' },
];

export function fixturePayload(fixture: EvaluationFixture): AnalyseResponsesPayload {
  return {
    surveyId: `survey-${fixture.id}`,
    questions: FIXTURE_QUESTIONS,
    responses: fixture.responses.map((r, i) => toResponse(fixture.id, r, i)),
    companyData: fixture.companyData,
  };
}

/** The response ids of each planted theme. */
export function plantedMembers(fixture: EvaluationFixture): Map<string, string[]> {
  const members = new Map<string, string[]>(fixture.planted.map((p) => [p.id, []]));
  fixture.responses.forEach((r, i) => {
    if (r.theme) members.get(r.theme)!.push(responseId(fixture.id, i));
  });
  return members;
}

function responseId(fixtureId: string, i: number): string {
  return `${fixtureId}-${String(i + 1).padStart(3, '0')}`;
}

function toResponse(fixtureId: string, r: FixtureResponse, i: number): AnalysedResponse {
  const started = Date.UTC(2026, 0, 5, 8, 0, 0) + i * 1_800_000;
  const [first, second] = r.text.split(' || ');
  return {
    id: responseId(fixtureId, i),
    n: i + 1,
    language: r.language,
    startedAt: new Date(started).toISOString(),
    completedAt: new Date(started + 9 * 60_000).toISOString(),
    answers: [{ questionId: 'q-time', text: first! }, ...(second ? [{ questionId: 'q-tools', text: second }] : [])],
  };
}
