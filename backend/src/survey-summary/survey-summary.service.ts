import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { filterSql, type ResponseFilter } from '../responses/responses-page';
import { SurveysService } from '../surveys/surveys.service';
import { questionSummary } from './survey-summary';
import { readAnswerCounts, readBinsAndTexts } from './survey-summary.queries';
import type { AnswerSummaryView } from './survey-summary.views';

@Injectable()
export class SurveySummaryService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly surveys: SurveysService,
  ) {}

  async forSurvey(idOrSlug: string, filter: ResponseFilter): Promise<AnswerSummaryView> {
    filterSql(filter, []); // refuses a bad filter with a 400 before any lookup
    const survey = await this.surveys.get(idOrSlug);
    const [questions, counts, extra] = await Promise.all([
      this.surveys.questions(survey.id),
      readAnswerCounts(this.db, survey.id, filter),
      readBinsAndTexts(this.db, survey.id, filter),
    ]);
    return {
      total: counts.total,
      questions: questions.map((q) =>
        questionSummary(q, counts.questions.get(q.id), { bins: extra.bins.get(q.id), texts: extra.texts.get(q.id) }),
      ),
    };
  }
}
