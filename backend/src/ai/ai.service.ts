import { Inject, Injectable } from '@nestjs/common';
import {
  BLANK_COMPANY_DATA_MESSAGE,
  type AiJobName,
  type AiJobPayloads,
  type AiJobResults,
  type AiJobRunner,
  type ChatFollowUpResult,
  type GenerateQuestionsResult,
} from '@seedline/worker';
import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import type { Logger } from '../ops/logger';
import type { AppMetrics } from '../ops/metrics';
import { OPS_LOGGER, OPS_METRICS } from '../ops/ops.tokens';
import { currentRequestId } from '../ops/request-context';
import { ResponsesService } from '../responses/responses.service';
import { findResponseWithQuestionIds } from '../responses/responses.queries';
import { listQuestions } from '../surveys/surveys.queries';
import { aiFailure } from './ai-errors';
import type { ChatFollowUpDto, GenerateQuestionsDto } from './ai.dto';
import { countFollowUps } from './ai.queries';
import { AI_RUNNER } from './ai.tokens';

export type ChatFollowUpAnswer = ChatFollowUpResult & {
  /** Set when a follow-up was recorded on the response: the respondent's answer to it goes to POST /api/answers with it. */
  followUpId: string | null;
};

type FollowUpTarget = { responseId: string; questionId: string; followUpsAsked: number };

/** Runs the AI jobs for the HTTP calls and records follow-ups on the respondent's response. */
@Injectable()
export class AiService {
  constructor(
    @Inject(AI_RUNNER) private readonly runner: AiJobRunner,
    @Inject(DB) private readonly db: Db,
    @Inject(OPS_METRICS) private readonly metrics: AppMetrics,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
    private readonly responses: ResponsesService,
  ) {}

  async generateQuestions(dto: GenerateQuestionsDto): Promise<GenerateQuestionsResult> {
    const companyData = dto.companyData ?? '';
    if (companyData.trim().length === 0) throw new ValidationError(BLANK_COMPANY_DATA_MESSAGE);
    return this.run('generate-questions', { prompt: dto.prompt ?? '', companyData });
  }

  /**
   * 1. find the base question on the response (when given) and how many follow-ups it had,
   * 2. run the job, 3. record a follow-up it asks as FollowUpAsked on the response.
   */
  async chatFollowUp(dto: ChatFollowUpDto): Promise<ChatFollowUpAnswer> {
    const target = dto.responseId ? await this.followUpTarget(dto.responseId, dto.questionId, dto.currentQuestion) : null;
    const decision = await this.run('chat-followup', {
      userMessage: dto.userMessage,
      currentQuestion: dto.currentQuestion,
      conversationHistory: dto.conversationHistory.map(({ role, content }) => ({ role, content })),
      isLastQuestion: dto.isLastQuestion,
      language: dto.language,
      ...(target ? { followUpsAskedForQuestion: target.followUpsAsked } : {}),
    });
    if (!target || decision.followUpQuestion === null) return { ...decision, followUpId: null };
    try {
      const followUpId = await this.responses.askFollowUp(target.responseId, target.questionId, decision.followUpQuestion);
      return { ...decision, followUpId };
    } catch (error) {
      // Another call asked one meanwhile, or the response is complete: no (second) follow-up.
      if (!(error instanceof IllegalStateError)) throw error;
      return dto.isLastQuestion
        ? { isComplete: true, followUpQuestion: null, shouldMoveToNext: false, followUpId: null }
        : { isComplete: false, followUpQuestion: null, shouldMoveToNext: true, followUpId: null };
    }
  }

  private async followUpTarget(responseId: string, questionId: string | undefined, currentQuestion: string): Promise<FollowUpTarget> {
    const found = await findResponseWithQuestionIds(this.db, responseId);
    if (!found) throw new NotFoundError('Response not found');
    let id = questionId;
    if (id === undefined) {
      const questions = await listQuestions(this.db, found.response.surveyId);
      id = questions.find((q) => q.questionText.trim() === currentQuestion.trim())?.id;
      if (id === undefined) throw new ValidationError('questionId is required with responseId');
    } else if (!found.questionIds.includes(id)) {
      throw new ValidationError('Question does not belong to this survey');
    }
    return { responseId, questionId: id, followUpsAsked: await countFollowUps(this.db, responseId, id) };
  }

  private async run<N extends AiJobName>(name: N, payload: AiJobPayloads[N]): Promise<AiJobResults[N]> {
    const started = performance.now();
    try {
      // The request id rides with the job, so the worker's log line for it names this request.
      const result = await this.runner.run(name, payload, { requestId: currentRequestId() });
      this.metrics.observeAiJob(name, 'completed', (performance.now() - started) / 1000);
      return result;
    } catch (raw) {
      const { error, outcome } = aiFailure(raw);
      this.metrics.observeAiJob(name, outcome, (performance.now() - started) / 1000);
      if (outcome !== 'invalid') {
        this.logger.warn({ job: name, outcome, err: raw instanceof Error ? raw.message : String(raw) }, 'ai job did not complete');
      }
      throw error;
    }
  }
}
