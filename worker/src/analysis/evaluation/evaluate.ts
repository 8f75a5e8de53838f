import { analyseOfflineWithMembers } from '../analyse-responses-offline';
import { fixturePayload, plantedMembers, type EvaluationFixture } from './fixture';

/**
 * Runs the offline report on a fixture and compares its themes with the planted ones: each planted
 * theme goes to the report theme sharing most responses with it; it is found when most of that theme's
 * responses are planted ones and its count is within ±20% of the truth.
 */
export type PlantedOutcome = {
  planted: string;
  size: number;
  /** The report theme it went to, or null when no theme shares a response with it. */
  theme: { id: string; name: string; count: number; overlap: number; rank: number } | null;
  found: boolean;
};

export type FixtureOutcome = {
  fixture: string;
  field: string;
  responses: number;
  themes: Array<{ name: string; count: number; keyphrases: string[] }>;
  planted: PlantedOutcome[];
  /** Planted themes of at least 5 responses are the largest themes of the report. */
  plantedLargest: boolean;
  unthemed: number;
  unthemedSummary: string | undefined;
};

export const COUNT_TOLERANCE = 0.2;
export const MIN_EVALUATED_SIZE = 5;

export function evaluateFixture(fixture: EvaluationFixture): FixtureOutcome {
  const { report, members } = analyseOfflineWithMembers(fixturePayload(fixture));
  const truth = plantedMembers(fixture);
  const planted = fixture.planted.map((p): PlantedOutcome => {
    const wanted = new Set(truth.get(p.id));
    let best: PlantedOutcome['theme'] = null;
    report.themes.forEach((t, rank) => {
      const overlap = (members.get(t.id) ?? []).filter((id) => wanted.has(id)).length;
      if (overlap > (best?.overlap ?? 0)) best = { id: t.id, name: t.name, count: t.responseCount, overlap, rank };
    });
    const theme = best as PlantedOutcome['theme'];
    const found =
      theme !== null &&
      theme.overlap > theme.count / 2 &&
      Math.abs(theme.count - p.size) <= COUNT_TOLERANCE * p.size + 1e-9;
    return { planted: p.id, size: p.size, theme, found };
  });
  const evaluated = planted.filter((p) => p.size >= MIN_EVALUATED_SIZE);
  const ranks = new Set(evaluated.map((p) => p.theme?.rank));
  const plantedLargest =
    evaluated.every((p) => p.theme !== null && p.theme.rank < evaluated.length) && ranks.size === evaluated.length;
  return {
    fixture: fixture.id,
    field: fixture.field,
    responses: report.coverage.responses,
    themes: report.themes.map((t) => ({ name: t.name, count: t.responseCount, keyphrases: t.keyphrases ?? [] })),
    planted,
    plantedLargest,
    unthemed: report.themeCoverage?.unthemed ?? -1,
    unthemedSummary: report.themeCoverage?.summary,
  };
}

/** One Markdown row per fixture: themes found, counts against truth, share left out. */
export function outcomeRow(o: FixtureOutcome): string {
  const found = o.planted.filter((p) => p.found).length;
  const counts = o.planted
    .map((p) => `${p.planted} ${p.theme && p.theme.overlap > 0 ? p.theme.count : 0}/${p.size}${p.found ? '' : ' ✗'}`)
    .join(', ');
  const share =
    o.unthemed >= 0
      ? `${o.unthemed} of ${o.responses} (${Math.round((o.unthemed / Math.max(1, o.responses)) * 100)}%)`
      : 'not reported';
  return `| ${o.fixture} | ${found} of ${o.planted.length} | ${counts} | ${o.themes.length} | ${share} |`;
}
