import type { Queryable } from '../../db/db';
import type { ComputedReadModel } from '../../projections/read-model';
import type { ResponseRecord } from './quality-input';
import {
  QUALITY_CHECKPOINT,
  dropVerdictsExcept,
  readQualityQuestions,
  readResponsePage,
  writeChangedVerdicts,
  type ResponsePageCursor,
} from './response-quality.queries';
import { scoreOnThisThread, type Scorer } from './survey-scoring';

/**
 * Responses read at a time: a survey too large to hold is read a page at a time, and one scored on the
 * calling thread holds its event loop for one page's judging at most (some 75 ms for 500: 100,000 take
 * some 15 s). The keeper scores on a thread of its own (ScoringThread).
 */
export const QUALITY_PAGE_SIZE = 500;

/**
 * Responses a scoring keeps in memory between its two reads: a survey up to this size is read once (some
 * megabytes of texts), a larger one twice, a page at a time, so memory stays bounded whatever its size.
 */
export const QUALITY_HELD_RESPONSES = 5_000;

/**
 * Scores one survey from its read models and keeps the verdicts (`scorer`: on this thread, or on the
 * keeper's low-priority ScoringThread): the norms first (answer times and scale values), then each page
 * judged against them and the pages before it (the texts seen so far, for copy-paste). A survey of up to
 * QUALITY_HELD_RESPONSES is read once and its pages held; a larger one is read again for the judging, a
 * page at a time. Only verdicts that changed are written, and those of
 * responses gone since are dropped. Answers how many responses were scored.
 */
export async function rescoreSurvey(
  tx: Queryable,
  surveyId: string,
  {
    pageSize = QUALITY_PAGE_SIZE,
    heldResponses = QUALITY_HELD_RESPONSES,
    scorer = scoreOnThisThread,
  }: { pageSize?: number; heldResponses?: number; scorer?: Scorer } = {},
): Promise<number> {
  const scoring = scorer(await readQualityQuestions(tx, surveyId));
  let held: ResponseRecord[][] | null = [];
  let count = 0;
  await eachPage(tx, surveyId, pageSize, async (page) => {
    await scoring.gather(page);
    count += page.length;
    if (held && count <= heldResponses) held.push(page);
    else held = null;
  });
  const scored: string[] = [];
  const judgePage = async (page: ResponseRecord[]) => {
    const verdicts = await scoring.judge(page);
    await writeChangedVerdicts(tx, surveyId, verdicts);
    scored.push(...verdicts.keys());
  };
  if (held) for (const page of held) await judgePage(page);
  else await eachPage(tx, surveyId, pageSize, judgePage);
  await dropVerdictsExcept(tx, surveyId, scored);
  return scored.length;
}

async function eachPage(
  tx: Queryable,
  surveyId: string,
  pageSize: number,
  use: (page: ResponseRecord[]) => void | Promise<void>,
): Promise<void> {
  let after: ResponsePageCursor | null = null;
  do {
    const { responses, next }: Awaited<ReturnType<typeof readResponsePage>> = await readResponsePage(
      tx,
      surveyId,
      after,
      pageSize,
    );
    if (responses.length > 0) await use(responses);
    after = next;
  } while (after !== null);
}

/**
 * Response quality (issue 50): verdicts computed from the survey's read models, kept by the quality
 * keeper. A rebuild leaves every survey with responses pending and the keeper's checkpoint at the end
 * of the log: the keeper scores them on its next pass, from the rebuilt rows (scoring in the rebuild's
 * transaction would double the time of a rebuild of one large survey: 100,000 events are some 8,000
 * responses, about a second and a half to score).
 */
export const responseQualityReadModel: ComputedReadModel = {
  name: 'response quality',
  computedTables: ['response_quality', 'response_quality_pending', 'response_quality_checkpoint'],
  keptBy: 'backend/src/responses/quality/response-quality.keeper.ts (migration 040_response_quality.sql)',
  async rebuild(tx) {
    await tx.query('INSERT INTO response_quality_pending (survey_id) SELECT DISTINCT survey_id FROM responses');
    await tx.query(
      `INSERT INTO ${QUALITY_CHECKPOINT.table} (id, position)
       SELECT $1, COALESCE(max(global_position), 0) FROM events`,
      [QUALITY_CHECKPOINT.id],
    );
  },
};
