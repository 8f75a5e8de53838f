import type { Queryable } from '../../db/db';
import type { ComputedReadModel } from '../../projections/read-model';
import type { ResponseRecord } from './quality-input';
import {
  QUALITY_CHECKPOINT,
  clearSurveyVerdicts,
  insertSurveyVerdicts,
  readQualityQuestions,
  readResponsePage,
  type ResponsePageCursor,
} from './response-quality.queries';
import { NormsGatherer, SurveyJudge } from './score-survey';

/**
 * Responses read at a time: their texts are held only while their page is judged, and the API's event
 * loop is held for one page's judging at most (some 75 ms for 500: 100,000 take some 15 s).
 */
export const QUALITY_PAGE_SIZE = 500;

/**
 * Scores one survey from its read models and keeps the verdicts, in two reads of its responses a page
 * at a time: the norms first (answer times and scale values only), then each page judged against them
 * and the pages before it (the texts seen so far, for copy-paste), and written. Answers how many.
 */
export async function rescoreSurvey(tx: Queryable, surveyId: string, pageSize = QUALITY_PAGE_SIZE): Promise<number> {
  const questions = await readQualityQuestions(tx, surveyId);
  const gatherer = new NormsGatherer(questions);
  await eachPage(tx, surveyId, pageSize, (page) => gatherer.add(page));
  const judge = new SurveyJudge(gatherer.norms());
  await clearSurveyVerdicts(tx, surveyId);
  let scored = 0;
  await eachPage(tx, surveyId, pageSize, async (page) => {
    const verdicts = judge.judge(page);
    await insertSurveyVerdicts(tx, surveyId, verdicts);
    scored += verdicts.size;
  });
  return scored;
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
