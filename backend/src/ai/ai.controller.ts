import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BLANK_COMPANY_DATA_MESSAGE, OFFLINE_CANNOT_TRANSLATE_MESSAGE } from '@seedline/shared';
import { AdminGuard } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { PublicWriteLimits } from '../rate-limit';
import { RateLimit } from '../rate-limit';
import { ChatFollowUpDto, GenerateQuestionsDto, TranslateTextsDto } from './ai.dto';
import { AiService } from './ai.service';
import { AiJobsView, AiStatusView, ChatFollowUpAnswer, GeneratedQuestionsView, TranslatedTextsView } from './ai.views';
import type { AppConfig } from '../config/config';
import { CONFIG } from '../core/tokens';

/** Admin only, but each call costs a model request: a ceiling against runaway clicking or scripts. */
export const AI_GENERATE_RATE_LIMIT = {
  name: 'ai-generate-questions',
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too many question generations; please wait a few minutes',
} as const;

/** The same ceiling for translations: one click may translate a whole survey, but each is a model request. */
export const AI_TRANSLATE_RATE_LIMIT = {
  name: 'ai-translate',
  limit: AI_GENERATE_RATE_LIMIT.limit,
  windowMs: AI_GENERATE_RATE_LIMIT.windowMs,
  message: 'Too many translations; please wait a few minutes',
} as const;

@ApiTags('ai')
@Controller('api')
export class AiController {
  constructor(
    private readonly ai: AiService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('ai/status')
  @ApiOperation({
    operationId: 'getAiStatus',
    summary:
      "Whether this deployment has an AI model, so screens offer only what can work (public: the survey's mode choice reads it)",
  })
  @ApiOkResponse({ type: AiStatusView })
  status(): AiStatusView {
    return { provider: this.config.provider.kind === 'offline' ? 'offline' : 'model' };
  }

  @Get('ai/jobs')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'getAiJobs',
    summary: "The AI jobs this server ran, for the admin's jobs page (the embedded default, no queue)",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: AiJobsView })
  jobs(): AiJobsView {
    return this.ai.recentJobs();
  }

  @Post('ai-generate-questions')
  @HttpCode(200)
  @RateLimit(AI_GENERATE_RATE_LIMIT, AdminGuard)
  @ApiOperation({ operationId: 'generateQuestions', summary: 'Survey questions from company data, by the AI' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: GeneratedQuestionsView })
  @ApiError(400, `Bad input, e.g. '${BLANK_COMPANY_DATA_MESSAGE}'`)
  @ApiErrors(403, 429, 503, 504)
  generateQuestions(@Body() dto: GenerateQuestionsDto): Promise<GeneratedQuestionsView> {
    return this.ai.generateQuestions(dto);
  }

  @Post('ai-translate')
  @HttpCode(200)
  @RateLimit(AI_TRANSLATE_RATE_LIMIT, AdminGuard)
  @ApiOperation({
    operationId: 'translateTexts',
    summary: "The admin's survey texts in Urdu, by the AI",
    description:
      'Runs as the translate-texts job on the AI queue. Every key sent comes back once with its translation, to be reviewed before it is saved (PUT /api/surveys/{id}/translations/ur).',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: TranslatedTextsView })
  @ApiError(400, 'Bad input: more than 200 texts, a blank text or key, a key twice')
  @ApiError(422, `This deployment's AI cannot translate: '${OFFLINE_CANNOT_TRANSLATE_MESSAGE}'`)
  @ApiErrors(403, 429, 503, 504)
  translate(@Body() dto: TranslateTextsDto): Promise<TranslatedTextsView> {
    return this.ai.translate(dto);
  }

  @Post('ai-chat-followup')
  @HttpCode(200)
  @PublicWriteLimits('follow-up')
  @ApiOperation({
    operationId: 'chatFollowUp',
    summary: 'What the AI chat does after an answer',
    description:
      "Asks at most one follow-up per question, moves on, or completes; a follow-up asked is recorded on the response. The question and the conversation are the server's records of the response, not the caller's.",
  })
  @ApiOkResponse({ type: ChatFollowUpAnswer })
  @ApiError(400, 'Bad input, or the question is not one of the response survey')
  @ApiError(404, 'Response not found')
  @ApiError(409, 'The response is completed or the survey inactive')
  @ApiError(410, 'The survey was deleted')
  @ApiErrors(403, 429, 503, 504)
  chatFollowUp(@Body() dto: ChatFollowUpDto): Promise<ChatFollowUpAnswer> {
    return this.ai.chatFollowUp(dto);
  }
}
