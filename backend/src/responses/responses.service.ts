import { Inject, Injectable } from '@nestjs/common';
import { GoneError, IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { CLOCK, CONFIG, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import { pgErrorCode, type Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import type { EventMetadata } from '../event-store/event-store';
import { TEXTAREA_SHAPE, type QuestionShape } from '@seedline/shared';
import { NOT_OPEN_MESSAGES, RESPONSE_CAP_SQLSTATE } from '../surveys';
import { findResponseSettings } from '../surveys';
import { findSurvey, listQuestions } from '../surveys';
import { hiddenValuesOf } from './responses.projection';
import {
  decider,
  streamIdFor,
  SURVEY_CLOSED_MESSAGE,
  SURVEY_DELETED_MESSAGE,
  type ResponseState,
} from './response.decider';
import type { ResponseEvent, ResponseLanguage } from './response.events';
import { decodeCursor, PAGE_LIMIT, UNPAGED_LIST_MAX, UNPAGED_LIST_TOO_LONG_MESSAGE } from './responses-page';
import { listResponsePage } from './responses-page.queries';
import type { CompleteResponseDto, RecordAnswerDto, ResponsePageQueryDto, StartResponseDto } from './responses.dto';
import {
  findResponse,
  findDeletedSurveyId,
  findResponseContext,
  listResponses,
  responseContextAlong,
  type ResponseContext,
} from './responses.queries';
import { storedAnswerValue } from './answer-value-shape';
import { responsePath } from './response-path';
import { listOnPathAnswers } from './on-path';
import type { AnswerView, ResponsePageView, ResponseProgressView, ResponseView } from './responses.views';

// The views a command returns are built from its own outcome (the events it recorded, the state
// they lead to), which is exactly what its projection just wrote: no read-back round trip.

/** The answer to questionId as the answers and follow_ups rows hold it after the command. */
function answerView(
  state: ResponseState,
  recorded: ResponseEvent[],
  responseId: string,
  questionId: string,
  answeredAt: string,
): AnswerView {
  if (state.status === 'none') throw new Error(`Response ${responseId} has no state after answering`);
  // At most one follow-up per question (the decider refuses a second), so order is not a question.
  const followUps = Object.entries(state.followUps)
    .filter(([, f]) => f.questionId === questionId)
    .map(([id, f]) => ({ id, questionId: f.questionId, questionText: f.questionText, answerText: f.answerText }));
  const answer = recorded.find((event) => event.type === 'AnswerRecorded');
  const valueText = answer?.type === 'AnswerRecorded' ? answer.data.answerValue : undefined;
  const answerValue = storedAnswerValue(valueText);
  return { responseId, questionId, answerText: state.answers[questionId] ?? '', answerValue, answeredAt, followUps };
}

/** The server's record of one base question on a response, for the AI follow-up. */
export type FollowUpContext = {
  questionText: string;
  isLastQuestion: boolean;
  language: ResponseLanguage | null;
  /** The question's type and settings. */
  shape: QuestionShape;
  /** The latest recorded answer to the question, if any. */
  answer: string | null;
  followUps: { questionText: string; answerText: string | null }[];
};

/** Loads, decides and appends for response streams; reads come from the read models. */
@Injectable()
export class ResponsesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly newId: IdSource,
  ) {}

  /**
   * Starts a response. `responseId` is given by a personal link (personal-links/), whose token always names
   * the same response: starting it again is refused (IllegalStateError), which that caller reads as "resume".
   */
  async start(surveyIdOrSlug: string, dto: StartResponseDto, responseId = this.newId()): Promise<ResponseView> {
    const survey = await findSurvey(this.db, surveyIdOrSlug, this.clock());
    if (dto.surveyId !== undefined && survey && dto.surveyId !== survey.id && dto.surveyId !== surveyIdOrSlug) {
      throw new ValidationError('surveyId does not match the survey in the path');
    }
    const deletedId = survey ? null : await findDeletedSurveyId(this.db, surveyIdOrSlug);
    const result = await this.events
      .handle(decider, streamIdFor(responseId), {
        type: 'StartResponse',
        responseId,
        survey: {
          surveyId: survey?.id ?? deletedId ?? surveyIdOrSlug,
          exists: survey !== null || deletedId !== null,
          deleted: deletedId !== null,
          isActive: survey?.isActive ?? false,
          closesAt: survey?.closesAt ?? null,
          responseCap: survey?.responseCap ?? null,
          startedCount: survey?.startedCount ?? 0,
          hiddenFields: survey ? (await findResponseSettings(this.db, survey.id)).hiddenFields : [],
        },
        surveyMode: dto.surveyMode,
        language: dto.language ?? null,
        respondentName: dto.respondentName ?? null,
        respondentEmail: dto.respondentEmail ?? null,
        hiddenFields: dto.hiddenFields,
        now: this.clock().toISOString(),
      })
      .catch((error: unknown) => {
        // The last places of a capped survey, raced for: the counter's trigger refused this start.
        if (pgErrorCode(error) === RESPONSE_CAP_SQLSTATE) throw new IllegalStateError(NOT_OPEN_MESSAGES.full);
        throw error;
      });
    const started = result.events.find((event) => event.type === 'ResponseStarted');
    if (!started || started.type !== 'ResponseStarted') throw new Error('ResponseStarted was not recorded');
    const d = started.data;
    return {
      id: d.responseId,
      surveyId: d.surveyId,
      surveyMode: d.surveyMode,
      language: d.language,
      respondentName: d.respondentName,
      respondentEmail: d.respondentEmail,
      submittedAt: d.startedAt,
      completedAt: null,
      abandonedAt: null,
      hiddenFields: hiddenValuesOf(d.hiddenFields) ?? {},
    };
  }

  /** Records an answer to a survey question, or, with followUpId, to an AI follow-up. */
  async recordAnswer(dto: RecordAnswerDto, metadata?: EventMetadata): Promise<AnswerView> {
    const maxRevisions = this.config.limits.answerRevisions;
    if (dto.followUpId) {
      const { response, survey } = await this.context(dto.responseId);
      const now = this.clock().toISOString();
      await this.events.handle(
        decider,
        streamIdFor(response.id),
        {
          type: 'AnswerFollowUp',
          responseId: response.id,
          followUpId: dto.followUpId,
          answerText: dto.answerText ?? '',
          maxRevisions,
          survey,
          now,
        },
        { metadata },
      );
      const answers = await listOnPathAnswers(this.db, response.id);
      const answer = answers.find((a) => a.questionId === dto.questionId);
      return (
        answer ?? {
          responseId: response.id,
          questionId: dto.questionId,
          answerText: (dto.answerText ?? '').trim(),
          answerValue: null,
          answeredAt: now,
          followUps: [],
        }
      );
    }
    // The response's context (its survey, the question's shape) is read with its stream, in the command's
    // one read: an answer is that read and the statement that appends and projects (handleCommand). A
    // question not of this survey has no shape, and the decider refuses it before reading one.
    const now = this.clock().toISOString();
    const result = await this.events.handle(
      decider,
      streamIdFor(dto.responseId),
      (context: ResponseContext | null) => {
        if (!context) throw new NotFoundError('Response not found');
        const { response, questionIds, survey, questionShape, pathQuestions } = context;
        return {
          type: 'RecordAnswer' as const,
          path: pathQuestions,
          responseId: response.id,
          questionId: dto.questionId,
          answerText: dto.answerText,
          answerValue: dto.answerValue,
          surveyQuestionIds: questionIds,
          ...(questionShape ? { questionShape } : {}),
          maxRevisions,
          survey,
          now,
        };
      },
      { metadata, along: responseContextAlong(dto.responseId, dto.questionId) },
    );
    // The context matched the response by this very id (responses.id = $1), so it is the response's own.
    return answerView(result.state, result.events, dto.responseId, dto.questionId, now);
  }

  /** Records that the AI asked a follow-up about questionId; returns the follow-up's id. */
  async askFollowUp(
    responseId: string,
    questionId: string,
    questionText: string,
    metadata?: EventMetadata,
  ): Promise<string> {
    const { response, questionIds, survey } = await this.context(responseId);
    const followUpId = this.newId();
    await this.events.handle(
      decider,
      streamIdFor(response.id),
      {
        type: 'AskFollowUp',
        responseId: response.id,
        questionId,
        followUpId,
        questionText,
        surveyQuestionIds: questionIds,
        survey,
        now: this.clock().toISOString(),
      },
      { metadata },
    );
    return followUpId;
  }

  async complete(id: string, dto: CompleteResponseDto): Promise<ResponseView> {
    const { response, survey, pathQuestions } = await this.context(id);
    const { state } = await this.events.handle(decider, streamIdFor(response.id), {
      type: 'CompleteResponse',
      responseId: response.id,
      ...(dto.completedAt !== undefined ? { completedAt: dto.completedAt } : {}),
      path: pathQuestions,
      survey,
      now: this.clock().toISOString(),
    });
    // Completion is the only change a response row ever sees; completing twice keeps the first time.
    return { ...response, completedAt: state.status === 'none' ? response.completedAt : state.completedAt };
  }

  async get(id: string): Promise<ResponseView> {
    const response = await findResponse(this.db, id);
    if (!response) throw new NotFoundError('Response not found');
    return response;
  }

  /**
   * What the AI follow-up of `questionId` may know, from the server's own records: the response
   * must be open, its survey live, the question one of its survey's. The conversation is the
   * response's own events for that question (its answer, follow-ups asked and answered).
   */
  async followUpContext(responseId: string, questionId: string): Promise<FollowUpContext> {
    const { response, questionIds, survey, questionShape, pathQuestions } = await this.context(responseId, questionId);
    if (!questionIds.includes(questionId)) throw new ValidationError('Question does not belong to this survey');
    if (response.completedAt !== null) throw new IllegalStateError('Response is already completed');
    if (survey.deleted) throw new GoneError(SURVEY_DELETED_MESSAGE);
    if (!survey.isActive) throw new IllegalStateError(SURVEY_CLOSED_MESSAGE);
    const [{ state }, questions] = await Promise.all([
      this.events.load(decider, streamIdFor(responseId)),
      listQuestions(this.db, response.surveyId),
    ]);
    if (state.status !== 'started') throw new IllegalStateError('Response is already completed');
    const index = questions.findIndex((q) => q.id === questionId);
    // The last question of the respondent's path, as the answers so far tell (branching, issue 29).
    const path = responsePath(pathQuestions, state).questionIds;
    const followUps = Object.values(state.followUps).filter((f) => f.questionId === questionId);
    return {
      questionText: questions[index]?.questionText ?? '',
      isLastQuestion: path.at(-1) === questionId,
      language: response.language,
      shape: questionShape ?? TEXTAREA_SHAPE,
      answer: state.answers[questionId] ?? null,
      followUps: followUps.map(({ questionText, answerText }) => ({ questionText, answerText })),
    };
  }

  /** The response, its survey's question ids and state, and the named question's shape: what every respondent command checks. */
  async context(id: string, questionId: string | null = null): Promise<ResponseContext> {
    const found = await findResponseContext(this.db, id, questionId);
    if (!found) throw new NotFoundError('Response not found');
    return found;
  }

  /**
   * The respondent's own view, to resume after a reload: the response and what it holds. Only while it
   * is open: the id is all a respondent holds, and once the response is completed there is nothing to
   * resume, so the id opens nothing (an embed tells the host page the id at completion). A completed
   * response reads as not found here; the admin reads it by the admin routes. Answers: those on its path (on-path.ts).
   */
  async progress(id: string): Promise<ResponseProgressView> {
    const response = await this.get(id);
    if (response.completedAt !== null) throw new NotFoundError('Response not found');
    return { ...response, answers: await listOnPathAnswers(this.db, id) };
  }

  async listForSurvey(surveyIdOrSlug: string): Promise<ResponseView[]> {
    const survey = await findSurvey(this.db, surveyIdOrSlug, this.clock());
    if (!survey) throw new NotFoundError('Survey not found');
    const responses = await listResponses(this.db, survey.id, UNPAGED_LIST_MAX + 1);
    if (responses.length > UNPAGED_LIST_MAX) throw new ValidationError(UNPAGED_LIST_TOO_LONG_MESSAGE);
    return responses;
  }

  /** A page of the survey's responses, newest first, with their answers and follow-ups. */
  async page(surveyIdOrSlug: string, query: ResponsePageQueryDto): Promise<ResponsePageView> {
    const { limit, cursor, ...filter } = query;
    const after = cursor === undefined ? null : decodeCursor(cursor);
    const survey = await findSurvey(this.db, surveyIdOrSlug, this.clock());
    if (!survey) throw new NotFoundError('Survey not found');
    return listResponsePage(this.db, survey.id, filter, limit ?? PAGE_LIMIT.default, after);
  }

  /** The answers on the response's path, with their follow-ups: what leaves about it (on-path.ts). */
  async answers(responseId: string): Promise<AnswerView[]> {
    await this.get(responseId);
    return listOnPathAnswers(this.db, responseId);
  }
}
