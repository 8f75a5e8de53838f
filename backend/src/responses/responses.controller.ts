import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard';
import { CompleteResponseDto, RecordAnswerDto, StartResponseDto } from './responses.dto';
import { ResponsesService } from './responses.service';

// A response id is a random UUID handed only to the respondent who started it: holding it
// is what lets a browser add answers to that response (no account, no session write).

@Controller('api/surveys/:idOrSlug/responses')
export class SurveyResponsesController {
  constructor(private readonly responses: ResponsesService) {}

  @Post()
  start(@Param('idOrSlug') idOrSlug: string, @Body() dto: StartResponseDto) {
    return this.responses.start(idOrSlug, dto);
  }

  @Get()
  @UseGuards(AdminGuard)
  list(@Param('idOrSlug') idOrSlug: string) {
    return this.responses.listForSurvey(idOrSlug);
  }
}

@Controller('api/responses/:id')
export class ResponsesController {
  constructor(private readonly responses: ResponsesService) {}

  @Get()
  progress(@Param('id') id: string) {
    return this.responses.progress(id);
  }

  @Patch()
  complete(@Param('id') id: string, @Body() dto: CompleteResponseDto) {
    return this.responses.complete(id, dto);
  }

  @Get('answers')
  @UseGuards(AdminGuard)
  answers(@Param('id') id: string) {
    return this.responses.answers(id);
  }
}

@Controller('api/answers')
export class AnswersController {
  constructor(private readonly responses: ResponsesService) {}

  @Post()
  @HttpCode(201)
  record(@Body() dto: RecordAnswerDto) {
    return this.responses.recordAnswer(dto);
  }
}
