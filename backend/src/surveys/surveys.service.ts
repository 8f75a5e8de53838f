import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors';
import { DB } from '../core/tokens';
import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { EventStoreService } from '../event-store/event-store.service';
import { decider, streamIdFor } from './survey.decider';
import type { AddQuestionDto, CreateSurveyDto } from './surveys.dto';
import { findSurvey, listQuestions, listSurveys, slugTaken } from './surveys.queries';
import type { DeletedSurveyView, QuestionView, SurveyView } from './surveys.views';

export const SLUG_TAKEN_MESSAGE = 'This URL slug is already taken';

/** Loads, decides and appends for survey streams; reads come from the read models. */
@Injectable()
export class SurveysService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
  ) {}

  async create(dto: CreateSurveyDto): Promise<SurveyView> {
    const slug = dto.slug ? dto.slug : null;
    if (slug && (await slugTaken(this.db, slug))) throw new ConflictError(SLUG_TAKEN_MESSAGE);
    const surveyId = randomUUID();
    try {
      await this.events.handle(decider, streamIdFor(surveyId), {
        type: 'CreateSurvey',
        surveyId,
        title: dto.title,
        description: dto.description ?? null,
        slug,
        logo: dto.logo ?? null,
        isActive: dto.isActive ?? true,
        now: new Date().toISOString(),
      });
    } catch (error) {
      // Two creates racing for one slug: the unique index decides, the loser hears 409.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError(SLUG_TAKEN_MESSAGE);
      throw error;
    }
    return this.get(surveyId);
  }

  async addQuestion(idOrSlug: string, dto: AddQuestionDto): Promise<QuestionView> {
    const survey = await this.get(idOrSlug);
    const questionId = randomUUID();
    const result = await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'AddQuestion',
      surveyId: survey.id,
      questionId,
      questionText: dto.questionText,
      questionType: dto.questionType,
      order: dto.order,
      isRequired: dto.isRequired,
      now: new Date().toISOString(),
    });
    const added = result.events.find((event) => event.type === 'QuestionAdded');
    if (!added || added.type !== 'QuestionAdded') throw new Error('QuestionAdded was not recorded');
    const d = added.data;
    return {
      id: d.questionId,
      surveyId: d.surveyId,
      questionText: d.questionText,
      questionType: d.questionType,
      order: d.order,
      isRequired: d.isRequired,
    };
  }

  async delete(id: string): Promise<DeletedSurveyView> {
    const survey = await this.get(id);
    await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'DeleteSurvey',
      surveyId: survey.id,
      now: new Date().toISOString(),
    });
    return { id: survey.id, deleted: true };
  }

  async get(idOrSlug: string): Promise<SurveyView> {
    const survey = await findSurvey(this.db, idOrSlug);
    if (!survey) throw new NotFoundError('Survey not found');
    return survey;
  }

  /** What respondents may see: an active survey. */
  async getPublic(idOrSlug: string): Promise<SurveyView> {
    const survey = await this.get(idOrSlug);
    if (!survey.isActive) throw new NotFoundError('Survey not found');
    return survey;
  }

  list(filter: { activeOnly: boolean }): Promise<SurveyView[]> {
    return listSurveys(this.db, filter);
  }

  questions(surveyId: string): Promise<QuestionView[]> {
    return listQuestions(this.db, surveyId);
  }
}
