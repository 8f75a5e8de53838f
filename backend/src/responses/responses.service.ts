import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '../common/errors';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../event-store/event-store.service';
import type { EventMetadata } from '../event-store/event-store';
import { findSurvey, questionIdsOf } from '../surveys/surveys.queries';
import { decider, streamIdFor } from './response.decider';
import type { CompleteResponseDto, RecordAnswerDto, StartResponseDto } from './responses.dto';
import { findResponse, listAnswers, listResponses, type AnswerView, type ResponseView } from './responses.queries';

/** Loads, decides and appends for response streams; reads come from the read models. */
@Injectable()
export class ResponsesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
  ) {}

  async start(surveyIdOrSlug: string, dto: StartResponseDto): Promise<ResponseView> {
    const survey = await findSurvey(this.db, surveyIdOrSlug);
    if (dto.surveyId !== undefined && survey && dto.surveyId !== survey.id && dto.surveyId !== surveyIdOrSlug) {
      throw new ValidationError('surveyId does not match the survey in the path');
    }
    const responseId = randomUUID();
    await this.events.handle(decider, streamIdFor(responseId), {
      type: 'StartResponse',
      responseId,
      survey: {
        surveyId: survey?.id ?? surveyIdOrSlug,
        exists: survey !== null,
        deleted: false,
        isActive: survey?.isActive ?? false,
      },
      surveyMode: dto.surveyMode,
      language: dto.language ?? null,
      respondentName: dto.respondentName ?? null,
      respondentEmail: dto.respondentEmail ?? null,
      now: new Date().toISOString(),
    });
    return this.get(responseId);
  }

  /** Records an answer to a survey question, or, with followUpId, to an AI follow-up. */
  async recordAnswer(dto: RecordAnswerDto, metadata?: EventMetadata): Promise<AnswerView> {
    const response = await this.get(dto.responseId);
    const now = new Date().toISOString();
    if (dto.followUpId) {
      await this.events.handle(
        decider,
        streamIdFor(response.id),
        { type: 'AnswerFollowUp', responseId: response.id, followUpId: dto.followUpId, answerText: dto.answerText, now },
        { metadata },
      );
    } else {
      await this.events.handle(
        decider,
        streamIdFor(response.id),
        {
          type: 'RecordAnswer',
          responseId: response.id,
          questionId: dto.questionId,
          answerText: dto.answerText,
          surveyQuestionIds: await questionIdsOf(this.db, response.surveyId),
          now,
        },
        { metadata },
      );
    }
    const answers = await listAnswers(this.db, response.id);
    const answer = answers.find((a) => a.questionId === dto.questionId);
    return (
      answer ?? { responseId: response.id, questionId: dto.questionId, answerText: dto.answerText.trim(), answeredAt: now, followUps: [] }
    );
  }

  /** Records that the AI asked a follow-up about questionId; returns the follow-up's id. */
  async askFollowUp(responseId: string, questionId: string, questionText: string, metadata?: EventMetadata): Promise<string> {
    const response = await this.get(responseId);
    const followUpId = randomUUID();
    await this.events.handle(
      decider,
      streamIdFor(response.id),
      {
        type: 'AskFollowUp',
        responseId: response.id,
        questionId,
        followUpId,
        questionText,
        surveyQuestionIds: await questionIdsOf(this.db, response.surveyId),
        now: new Date().toISOString(),
      },
      { metadata },
    );
    return followUpId;
  }

  async complete(id: string, dto: CompleteResponseDto): Promise<ResponseView> {
    const response = await this.get(id);
    await this.events.handle(decider, streamIdFor(response.id), {
      type: 'CompleteResponse',
      responseId: response.id,
      completedAt: dto.completedAt,
      now: new Date().toISOString(),
    });
    return this.get(response.id);
  }

  async get(id: string): Promise<ResponseView> {
    const response = await findResponse(this.db, id);
    if (!response) throw new NotFoundError('Response not found');
    return response;
  }

  /** The respondent's own view, to resume after a reload: the response and what it holds. */
  async progress(id: string): Promise<ResponseView & { answers: AnswerView[] }> {
    const response = await this.get(id);
    return { ...response, answers: await listAnswers(this.db, id) };
  }

  async listForSurvey(surveyIdOrSlug: string): Promise<ResponseView[]> {
    const survey = await findSurvey(this.db, surveyIdOrSlug);
    if (!survey) throw new NotFoundError('Survey not found');
    return listResponses(this.db, survey.id);
  }

  async answers(responseId: string): Promise<AnswerView[]> {
    await this.get(responseId);
    return listAnswers(this.db, responseId);
  }
}
