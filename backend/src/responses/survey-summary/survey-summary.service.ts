import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../core/tokens';
import type { Db } from '../../db/db';
import { filterSql, type ResponseFilter } from '../responses-page';
import { SurveysService } from '../../surveys';
import { readReachCounts, reachTotals } from '../question-reach.queries';
import { ValidationError } from '../../common/errors';
import { isHiddenFieldKey } from '../../surveys';
import { MIN_SEGMENT_SIZE, splitBySegment } from './segment-split';
import { readSegmentCounts } from './segment-split.queries';
import type { SummarySplitView } from './segment-split.views';
import { questionSummary } from './survey-summary';
import { isUnfiltered, readCountedSummary, scanSummary } from './survey-summary.queries';
import type { AnswerSummaryView } from './survey-summary.views';
import { qualityExclusion } from '../quality/quality-exclusion';

@Injectable()
export class SurveySummaryService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly surveys: SurveysService,
  ) {}

  async forSurvey(idOrSlug: string, filter: ResponseFilter): Promise<AnswerSummaryView> {
    filterSql(filter, []); // refuses a bad filter with a 400 before any lookup
    const survey = await this.surveys.get(idOrSlug);
    const questions = await this.surveys.questions(survey.id);
    // Low-quality responses are left out unless asked for, and the count says so.
    const { filter: counted, ...quality } = await qualityExclusion(this.db, survey.id, filter);
    // Every response: the counters (no scan). A filter: one scan of the responses it keeps.
    const [{ counts, texts }, reach] = await Promise.all([
      isUnfiltered(counted)
        ? readCountedSummary(this.db, survey.id, questions)
        : scanSummary(this.db, survey.id, counted, questions),
      readReachCounts(this.db, survey.id, counted),
    ]);
    // The base is those shown the question (question-counts.ts): reached, less those the path passed by.
    const passed = reachTotals(reach, 'passed');
    const unreached = reachTotals(reach, 'unreached');
    return {
      total: counts.total,
      quality,
      questions: questions.map((q) =>
        questionSummary(q, counts.questions.get(q.id), {
          bins: counts.bins.get(q.id),
          texts: texts.get(q.id),
          base: counts.total - (passed.get(q.id) ?? 0) - (unreached.get(q.id) ?? 0),
        }),
      ),
    };
  }

  /** The summary's counts, means and NPS per value of one hidden field, small segments merged. */
  async splitBy(idOrSlug: string, by: string, filter: ResponseFilter): Promise<SummarySplitView> {
    if (!isHiddenFieldKey(by)) throw new ValidationError('by must be a hidden field key, such as team or utm_source');
    filterSql(filter, []);
    const survey = await this.surveys.get(idOrSlug);
    const [questions, counts] = await Promise.all([
      this.surveys.questions(survey.id),
      readSegmentCounts(this.db, survey.id, { kind: 'hidden-field', key: by }, filter),
    ]);
    return { by, minSegmentSize: MIN_SEGMENT_SIZE, segments: splitBySegment(counts, questions) };
  }
}
