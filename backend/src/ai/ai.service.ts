import { Inject, Injectable } from '@nestjs/common';
import { type AiJobRunner } from '@seedline/worker';
import {
  BLANK_COMPANY_DATA_MESSAGE,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_CHAT_QUESTION_LENGTH,
  type AiJobName,
  type AiJobPayloads,
  type AiJobResults,
  type ConversationEntry,
  type GenerateQuestionsResult,
} from '@seedline/shared';
import { IllegalStateError, ValidationError } from '../common/errors';
import type { Logger } from '../ops/logger';
import type { AppMetrics } from '../ops/metrics';
import { OPS_LOGGER, OPS_METRICS } from '../ops/ops.tokens';
import { currentRequestId } from '../ops/request-context';
import { ResponsesService, type FollowUpContext } from '../responses';
import { aiFailure } from './ai-errors';
import type { ChatFollowUpDto, GenerateQuestionsDto, TranslateTextsDto } from './ai.dto';
import { AI_RUNNER } from '../core/tokens';
import type { AiJobsView, ChatFollowUpAnswer, GeneratedQuestionsView, TranslatedTextsView } from './ai.views';
import { typedFollowUpInput } from './follow-up-answer';

/** Runs the AI jobs for the HTTP calls and records follow-ups on the respondent's response. */
@Injectable()
export class AiService {
  constructor(
    @Inject(AI_RUNNER) private readonly runner: AiJobRunner,
    @Inject(OPS_METRICS) private readonly metrics: AppMetrics,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
    private readonly responses: ResponsesService,
  ) {}

  /** What the admin's jobs page lists: the in-process runner's recent jobs, or none when the queue keeps them. */
  recentJobs(): AiJobsView {
    const jobs = this.runner.recentJobs();
    return jobs === null ? { runner: 'queue', jobs: [] } : { runner: 'in-process', jobs };
  }

  async generateQuestions(dto: GenerateQuestionsDto): Promise<GeneratedQuestionsView> {
    const companyData = dto.companyData ?? '';
    if (companyData.trim().length === 0) throw new ValidationError(BLANK_COMPANY_DATA_MESSAGE);
    return withTypedQuestions(await this.run('generate-questions', { prompt: dto.prompt ?? '', companyData }));
  }

  /** The admin's texts into Urdu, by the AI job; the offline provider refuses (422) with words for the admin. */
  async translate(dto: TranslateTextsDto): Promise<TranslatedTextsView> {
    return this.run('translate-texts', {
      targetLanguage: dto.targetLanguage,
      texts: dto.texts.map(({ key, text }) => ({ key, text })),
    });
  }

  /**
   * Nothing from the body is trusted but the respondent's new message (bounded by the contract):
   * 1. the response must be open, its survey live, the question its survey's (ResponsesService),
   * 2. the question's text and the conversation so far come from the response's own events, its type
   *    from the survey, a typed answer's value from the recorded answer (its text is the value's:
   *    "2 out of 5", "No"), else from the message,
   * 3. run the job, 4. record a follow-up it asks as FollowUpAsked on the response.
   */
  async chatFollowUp(dto: ChatFollowUpDto): Promise<ChatFollowUpAnswer> {
    const known = await this.responses.followUpContext(dto.responseId, dto.questionId);
    const decision = await this.run('chat-followup', {
      userMessage: dto.userMessage,
      currentQuestion: known.questionText.slice(0, MAX_CHAT_QUESTION_LENGTH),
      conversationHistory: conversationOf(known, dto.userMessage),
      isLastQuestion: known.isLastQuestion,
      language: dto.language ?? known.language ?? 'en',
      followUpsAskedForQuestion: known.followUps.length,
      ...typedFollowUpInput(known.shape, [known.answer, dto.userMessage]),
    });
    if (decision.followUpQuestion === null) return { ...decision, followUpId: null };
    try {
      const followUpId = await this.responses.askFollowUp(dto.responseId, dto.questionId, decision.followUpQuestion);
      return { ...decision, followUpId };
    } catch (error) {
      // Another call asked one meanwhile, or the response is complete: no (second) follow-up.
      if (!(error instanceof IllegalStateError)) throw error;
      return known.isLastQuestion
        ? { isComplete: true, followUpQuestion: null, shouldMoveToNext: false, followUpId: null }
        : { isComplete: false, followUpQuestion: null, shouldMoveToNext: true, followUpId: null };
    }
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
        this.logger.warn(
          { job: name, outcome, err: raw instanceof Error ? raw.message : String(raw) },
          'ai job did not complete',
        );
      }
      throw error;
    }
  }
}

/** A result from before typed questions lists every question as long text beside `questions`. */
export function withTypedQuestions(result: GenerateQuestionsResult): GeneratedQuestionsView {
  return {
    questions: result.questions,
    typedQuestions:
      result.typedQuestions ?? result.questions.map((questionText) => ({ questionText, questionType: 'textarea' })),
  };
}

/**
 * The conversation about one base question as the server recorded it: the question, the answer
 * recorded before this message (when it differs from it), then each follow-up and its answer.
 */
export function conversationOf(known: FollowUpContext, userMessage: string): ConversationEntry[] {
  const clip = (text: string) => text.slice(0, MAX_CHAT_MESSAGE_LENGTH);
  const entries: ConversationEntry[] = [{ role: 'assistant', content: clip(known.questionText) }];
  if (known.answer !== null && known.answer.trim() !== userMessage.trim()) {
    entries.push({ role: 'user', content: clip(known.answer) });
  }
  for (const f of known.followUps) {
    entries.push({ role: 'assistant', content: clip(f.questionText) });
    if (f.answerText !== null) entries.push({ role: 'user', content: clip(f.answerText) });
  }
  return entries;
}
