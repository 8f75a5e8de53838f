import { Inject, Injectable } from '@nestjs/common';
import { findClient } from '../clients';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import { SLUG_MAX_LENGTH } from '../common/text-rules';
import { decider, streamIdFor, type SurveyCommand } from './survey.decider';
import type {
  AddQuestionDto,
  CreateSurveyDto,
  ReorderQuestionsDto,
  RewordQuestionDto,
  SurveyTranslationDto,
  UpdateSurveyDto,
} from './surveys.dto';
import {
  findSurvey,
  SurveyDocuments,
  listQuestions,
  listSurveys,
  slugTaken,
  surveyHasResponses,
  type ServedSurveyDocument,
} from './surveys.queries';
import type { DeletedSurveyView, QuestionView, SurveyTranslationResultView, SurveyView } from './surveys.views';
import type { QuestionShapeInput } from '@seedline/shared';

/** The shape fields the request sent (those left out are not passed, so an edit keeps them). */
function shapeFields(dto: QuestionShapeInput): QuestionShapeInput {
  const fields: QuestionShapeInput = {};
  if (dto.questionType !== undefined) fields.questionType = dto.questionType;
  if (dto.options !== undefined) fields.options = dto.options;
  if (dto.allowOther !== undefined) fields.allowOther = dto.allowOther;
  if (dto.scaleLabels !== undefined) fields.scaleLabels = dto.scaleLabels;
  if (dto.numberRange !== undefined) fields.numberRange = dto.numberRange;
  return fields;
}

export const SLUG_TAKEN_MESSAGE = 'This URL slug is already taken';

/** The copies' slugs tried in turn: `<slug>-copy`, `<slug>-copy-2`, ... (shortened to fit the slug limit). */
export function copySlugCandidate(slug: string, attempt: number): string {
  const suffix = attempt === 1 ? '-copy' : `-copy-${attempt}`;
  const base = slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-$/, ''); // slugs have single hyphens
  return `${base}${suffix}`;
}

/** Slugs tried for a copy before giving up (each a read; a race for one is retried by the caller). */
const COPY_SLUG_ATTEMPTS = 50;

/** Loads, decides and appends for survey streams; reads come from the read models. */
@Injectable()
export class SurveysService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly newId: IdSource,
  ) {
    this.documents = new SurveyDocuments(db);
  }

  private readonly documents: SurveyDocuments;

  async create(dto: CreateSurveyDto): Promise<SurveyView> {
    const slug = dto.slug ? dto.slug : null;
    if (slug && (await slugTaken(this.db, slug))) throw new ConflictError(SLUG_TAKEN_MESSAGE);
    const surveyId = this.newId();
    try {
      await this.events.handle(decider, streamIdFor(surveyId), {
        type: 'CreateSurvey',
        surveyId,
        title: dto.title,
        description: dto.description ?? null,
        slug,
        logo: dto.logo ?? null,
        isActive: dto.isActive ?? true,
        ...(dto.languages !== undefined ? { languages: dto.languages } : {}),
        ...(dto.clientId !== undefined ? { clientId: await this.knownClient(dto.clientId) } : {}),
        ...(dto.listed !== undefined ? { listed: dto.listed } : {}),
        now: this.clock().toISOString(),
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
    const questionId = this.newId();
    const result = await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'AddQuestion',
      surveyId: survey.id,
      questionId,
      questionText: dto.questionText,
      ...shapeFields(dto),
      order: dto.order,
      isRequired: dto.isRequired,
      hasResponses: await surveyHasResponses(this.db, survey.id),
      now: this.clock().toISOString(),
    });
    if (!result.events.some((event) => event.type === 'QuestionAdded'))
      throw new Error('QuestionAdded was not recorded');
    return this.question(survey.id, questionId);
  }

  private async question(surveyId: string, questionId: string): Promise<QuestionView> {
    const question = (await listQuestions(this.db, surveyId)).find((q) => q.id === questionId);
    if (!question) throw new NotFoundError('Question not found');
    return question;
  }

  /** Edits details and settings; a slug another survey has is refused with 409. */
  async update(idOrSlug: string, dto: UpdateSurveyDto): Promise<SurveyView> {
    const survey = await this.get(idOrSlug);
    const slug = dto.slug === undefined ? undefined : dto.slug || null;
    if (slug && slug !== survey.slug && (await slugTaken(this.db, slug))) throw new ConflictError(SLUG_TAKEN_MESSAGE);
    await this.run(survey.id, {
      type: 'EditSurvey',
      surveyId: survey.id,
      ...(dto.title !== undefined ? { title: dto.title } : {}),
      ...(dto.description !== undefined ? { description: dto.description } : {}),
      ...(slug !== undefined ? { slug } : {}),
      ...(dto.logo !== undefined ? { logo: dto.logo } : {}),
      ...(dto.isActive !== undefined ? { isActive: dto.isActive } : {}),
      ...(dto.closesAt !== undefined ? { closesAt: dto.closesAt } : {}),
      ...(dto.responseCap !== undefined ? { responseCap: dto.responseCap } : {}),
      ...(dto.languages !== undefined ? { languages: dto.languages } : {}),
      ...(dto.clientId !== undefined ? { clientId: await this.knownClient(dto.clientId) } : {}),
      now: this.clock().toISOString(),
    });
    return this.get(survey.id);
  }

  /** The client a survey is assigned: one that exists, or null (none). */
  private async knownClient(clientId: string | null): Promise<string | null> {
    if (clientId === null || clientId === '') return null;
    if (!(await findClient(this.db, clientId))) {
      throw new ValidationError('There is no such client', [
        { pointer: '/clientId', detail: 'Choose a client from the list' },
      ]);
    }
    return clientId;
  }

  /** A copy with everything of the source, switched off, under a free `-copy` slug. */
  async duplicate(idOrSlug: string): Promise<SurveyView> {
    const source = await this.get(idOrSlug);
    const { state } = await this.events.load(decider, streamIdFor(source.id));
    const questionCount = state.status === 'none' ? 0 : state.questions.length;
    // A copy racing another for the same slug loses on the unique index: it tries the next slug.
    for (let race = 0; race < 3; race++) {
      const slug = source.slug === null ? null : await this.freeCopySlug(source.slug);
      const surveyId = this.newId();
      try {
        await this.events.handle(decider, streamIdFor(surveyId), {
          type: 'DuplicateSurvey',
          surveyId,
          source: state,
          slug,
          questionIds: Array.from({ length: questionCount }, () => this.newId()),
          now: this.clock().toISOString(),
        });
        return await this.get(surveyId);
      } catch (error) {
        if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      }
    }
    throw new ConflictError(SLUG_TAKEN_MESSAGE);
  }

  private async freeCopySlug(slug: string): Promise<string> {
    for (let attempt = 1; attempt <= COPY_SLUG_ATTEMPTS; attempt++) {
      const candidate = copySlugCandidate(slug, attempt);
      if (!(await slugTaken(this.db, candidate))) return candidate;
    }
    throw new ConflictError(`No free slug for a copy of ${slug}: change the slug of one of its copies`);
  }

  /** Rewords a question and/or changes its shape (see EditQuestion for what may change once answered). */
  async rewordQuestion(idOrSlug: string, questionId: string, dto: RewordQuestionDto): Promise<QuestionView> {
    const survey = await this.get(idOrSlug);
    const shape = shapeFields(dto);
    await this.run(survey.id, {
      type: 'EditQuestion',
      surveyId: survey.id,
      questionId,
      ...(dto.questionText !== undefined ? { questionText: dto.questionText } : {}),
      ...(dto.isRequired !== undefined ? { isRequired: dto.isRequired } : {}),
      ...(dto.analysisRole !== undefined ? { analysisRole: dto.analysisRole } : {}),
      ...shape,
      hasResponses: Object.keys(shape).length > 0 && (await surveyHasResponses(this.db, survey.id)),
      now: this.clock().toISOString(),
    });
    return this.question(survey.id, questionId);
  }

  /** Replaces one language's translation of the survey's texts; answers what was stored. */
  async setTranslation(
    idOrSlug: string,
    language: string,
    dto: SurveyTranslationDto,
  ): Promise<SurveyTranslationResultView> {
    const survey = await this.get(idOrSlug);
    const result = await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'SetSurveyTranslation',
      surveyId: survey.id,
      language,
      translation: dto,
      now: this.clock().toISOString(),
    });
    const state = result.state;
    const translation = state.status === 'created' ? state.translations.ur : undefined;
    return { language: 'ur', translation: translation ?? { questions: {} } };
  }

  async removeQuestion(idOrSlug: string, questionId: string): Promise<void> {
    const survey = await this.get(idOrSlug);
    await this.run(survey.id, {
      type: 'RemoveQuestion',
      surveyId: survey.id,
      questionId,
      hasResponses: await surveyHasResponses(this.db, survey.id),
      now: this.clock().toISOString(),
    });
  }

  async reorderQuestions(idOrSlug: string, dto: ReorderQuestionsDto): Promise<QuestionView[]> {
    const survey = await this.get(idOrSlug);
    await this.run(survey.id, {
      type: 'ReorderQuestions',
      surveyId: survey.id,
      questionIds: dto.questionIds,
      hasResponses: await surveyHasResponses(this.db, survey.id),
      now: this.clock().toISOString(),
    });
    return listQuestions(this.db, survey.id);
  }

  /** Runs a command on the survey's stream; a slug taken meanwhile by another survey is a 409. */
  private async run(surveyId: string, command: SurveyCommand): Promise<void> {
    try {
      await this.events.handle(decider, streamIdFor(surveyId), command);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError(SLUG_TAKEN_MESSAGE);
      throw error;
    }
  }

  async delete(id: string): Promise<DeletedSurveyView> {
    const survey = await this.get(id);
    await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'DeleteSurvey',
      surveyId: survey.id,
      now: this.clock().toISOString(),
    });
    return { id: survey.id, deleted: true };
  }

  async get(idOrSlug: string): Promise<SurveyView> {
    const survey = await findSurvey(this.db, idOrSlug, this.clock());
    if (!survey) throw new NotFoundError('Survey not found');
    return survey;
  }

  /**
   * What respondents may see: any survey that is not deleted, with its availability, so the respondent
   * page can say it is switched off, closed or full.
   */
  /** The survey as anyone may read it: which client it is for is left out. */
  async getPublic(idOrSlug: string): Promise<SurveyView> {
    return { ...(await this.get(idOrSlug)), clientId: null };
  }

  /** The survey's public document with its entity tag; 404 for a survey that does not exist or was deleted. */
  async document(idOrSlug: string): Promise<ServedSurveyDocument> {
    const served = await this.documents.find(idOrSlug, this.clock());
    if (!served) throw new NotFoundError('Survey not found');
    return served;
  }

  list(filter: { activeOnly: boolean }): Promise<SurveyView[]> {
    return listSurveys(this.db, filter, this.clock());
  }

  questions(surveyId: string): Promise<QuestionView[]> {
    return listQuestions(this.db, surveyId);
  }
}
