import type { Queryable } from '../../db/db';
import { filterSql, STANDING_QUALITY_SQL as STANDING, type ResponseFilter } from '../responses-page';

/** What a count over a survey's responses says of their quality: flagged, low quality, left out. */
export type QualityExclusion = {
  /** The filter to count with: low-quality responses left out unless the caller asked to include them. */
  filter: ResponseFilter;
  /** Responses (of those the filter keeps) whose verdict asks for review. */
  flaggedForReview: number;
  /** Responses (of those the filter keeps) whose verdict stands at low quality. */
  lowQuality: number;
  /** How many of those are left out of the count: all of them by default, none when included. */
  excluded: number;
  lowQualityIncluded: boolean;
};

/**
 * Low-quality responses are left out of the summary, drop-off and report by default (issue 50); the
 * count of those left out is always told. A survey without any keeps its filter as it is (so the
 * unfiltered summary still reads its counters).
 */
export async function qualityExclusion(
  db: Queryable,
  surveyId: string,
  filter: ResponseFilter,
): Promise<QualityExclusion> {
  const { lowQuality: choice, ...rest } = filter;
  const lowQualityIncluded = choice === 'include';
  const params: unknown[] = [surveyId];
  const where = filterSql(rest, params);
  const { rows } =
    where === 'TRUE'
      ? // Every response: the verdict tables alone, by their survey index.
        await db.query<{ review: number; low: number }>(
          `SELECT count(*) FILTER (WHERE verdict = 'review')::int AS review,
                  count(*) FILTER (WHERE verdict = 'low_quality')::int AS low
           FROM (
             SELECT o.verdict FROM response_quality_overrules o WHERE o.survey_id = $1
             UNION ALL
             SELECT q.verdict FROM response_quality q WHERE q.survey_id = $1
               AND NOT EXISTS (SELECT 1 FROM response_quality_overrules o WHERE o.response_id = q.response_id)
           ) AS standing`,
          params,
        )
      : await db.query<{ review: number; low: number }>(
          `SELECT count(*) FILTER (WHERE verdict = 'review')::int AS review,
                  count(*) FILTER (WHERE verdict = 'low_quality')::int AS low
           FROM (SELECT ${STANDING} AS verdict FROM responses WHERE survey_id = $1 AND ${where}) AS standing`,
          params,
        );
  const lowQuality = rows[0]?.low ?? 0;
  const flaggedForReview = rows[0]?.review ?? 0;
  const exclude = !lowQualityIncluded && lowQuality > 0;
  return {
    filter: exclude ? { ...rest, lowQuality: 'exclude' } : rest,
    flaggedForReview,
    lowQuality,
    excluded: exclude ? lowQuality : 0,
    lowQualityIncluded,
  };
}
