import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { ChatFollowUpDto, GenerateQuestionsDto } from './ai.dto';
import { AiService } from './ai.service';

/** Public, per client IP: generous enough for a whole office taking a survey behind one address. */
export const AI_FOLLOWUP_RATE_LIMIT = {
  name: 'ai-chat-followup',
  limit: 120,
  windowMs: 10 * 60 * 1000,
  message: 'Too many answers in a short time; please wait a moment and try again',
} as const;

/** Admin only, but each call costs a model request: a ceiling against runaway clicking or scripts. */
export const AI_GENERATE_RATE_LIMIT = {
  name: 'ai-generate-questions',
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too many question generations; please wait a few minutes',
} as const;

@Controller('api')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Post('ai-generate-questions')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @RateLimit(AI_GENERATE_RATE_LIMIT)
  generateQuestions(@Body() dto: GenerateQuestionsDto) {
    return this.ai.generateQuestions(dto);
  }

  @Post('ai-chat-followup')
  @HttpCode(200)
  @RateLimit(AI_FOLLOWUP_RATE_LIMIT)
  chatFollowUp(@Body() dto: ChatFollowUpDto) {
    return this.ai.chatFollowUp(dto);
  }
}
