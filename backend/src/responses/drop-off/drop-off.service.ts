import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../core/tokens';
import type { Db } from '../../db/db';
import { SurveysService } from '../../surveys';
import { dropOffView } from './drop-off';
import { readDropOffCounts, readFilteredDropOffCounts, readPathCounts } from './drop-off.queries';
import type { ResponseFilter } from '../responses-page';
import type { DropOffView } from './drop-off.views';
import { qualityExclusion } from '../quality/quality-exclusion';

@Injectable()
export class DropOffService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly surveys: SurveysService,
  ) {}

  /** Unfiltered: the kept counters. Filtered: the same counts over the responses the filter keeps. */
  async forSurvey(idOrSlug: string, filter: ResponseFilter = {}): Promise<DropOffView> {
    const survey = await this.surveys.get(idOrSlug);
    // Low-quality responses are left out unless asked for (issue 50), and the view says how many.
    const quality = await qualityExclusion(this.db, survey.id, filter);
    filter = quality.filter;
    const filtered = Object.values(filter).some((value) => value !== undefined && value !== '');
    const [questions, counts, pathCounts] = await Promise.all([
      this.surveys.questions(survey.id),
      filtered ? readFilteredDropOffCounts(this.db, survey.id, filter) : readDropOffCounts(this.db, survey.id),
      readPathCounts(this.db, survey.id, filter),
    ]);
    return { ...dropOffView(questions, [...counts, ...pathCounts]), lowQualityExcluded: quality.excluded };
  }
}
