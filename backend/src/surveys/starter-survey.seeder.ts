import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { CLOCK, CONFIG, DB, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import starter from './starter-survey.json';
import { decider, streamIdFor } from './survey.decider';

/** Fixed ids, so replicas starting together create the starter survey once. */
export const STARTER_SURVEY_ID = '5eed0000-0000-4000-8000-000000000000';
const starterQuestionId = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** On the first start (no survey ever created) the product ships a discovery survey ready to send. */
@Injectable()
export class StarterSurveySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('StarterSurvey');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedStarterSurvey) return;
    const { rows } = await this.db.query("SELECT 1 FROM events WHERE type = 'SurveyCreated' LIMIT 1");
    if (rows.length > 0) return;
    await this.seed();
  }

  async seed(): Promise<void> {
    const now = this.clock().toISOString();
    const stream = streamIdFor(STARTER_SURVEY_ID);
    try {
      await this.events.handle(decider, stream, {
        type: 'CreateSurvey',
        surveyId: STARTER_SURVEY_ID,
        title: starter.title,
        description: starter.description,
        slug: starter.slug,
        isActive: true,
        now,
      });
      for (const [index, questionText] of starter.questions.entries()) {
        await this.events.handle(decider, stream, {
          type: 'AddQuestion',
          surveyId: STARTER_SURVEY_ID,
          questionId: starterQuestionId(index + 1),
          questionText,
          order: index + 1,
          isRequired: true,
          now,
        });
      }
      // The Urdu texts (migration 014 gives a starter survey created before the same translation).
      await this.events.handle(decider, stream, {
        type: 'SetSurveyTranslation',
        surveyId: STARTER_SURVEY_ID,
        language: 'ur',
        translation: {
          title: starter.urdu.title,
          description: starter.urdu.description,
          questions: Object.fromEntries(
            starter.urdu.questions.map((questionText, index) => [starterQuestionId(index + 1), { questionText }]),
          ),
        },
        now,
      });
      this.logger.log(`Created the starter survey at /survey/${starter.slug}`);
    } catch (error) {
      // Another replica seeded it first: nothing to do.
      if (error instanceof AppError && error.statusCode === 409) return;
      throw error;
    }
  }
}
