import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { SurveysService } from '../surveys/surveys.service';
import { dropOffView } from './drop-off';
import { readDropOffCounts } from './drop-off.queries';
import type { DropOffView } from './drop-off.views';

@Injectable()
export class DropOffService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly surveys: SurveysService,
  ) {}

  async forSurvey(idOrSlug: string): Promise<DropOffView> {
    const survey = await this.surveys.get(idOrSlug);
    const [questions, counts] = await Promise.all([
      this.surveys.questions(survey.id),
      readDropOffCounts(this.db, survey.id),
    ]);
    return dropOffView(questions, counts);
  }
}
