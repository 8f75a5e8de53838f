import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { AdminGuard } from '../auth';
import { AllowApiKey } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { PublicWriteLimits } from '../rate-limit';
import { isPagedRequest } from './responses-page';
import { CompleteResponseDto, RecordAnswerDto, ResponsePageQueryDto, StartResponseDto } from './responses.dto';
import { ResponsesService } from './responses.service';
import { AnswerView, ResponsePageView, ResponseProgressView, ResponseView } from './responses.views';

// A response id is a random UUID handed only to the respondent who started it: holding it
// is what lets a browser add answers to that response (no account, no session write).

@ApiTags('responses')
@Controller('api/surveys/:idOrSlug/responses')
export class SurveyResponsesController {
  constructor(private readonly responses: ResponsesService) {}

  @Post()
  @PublicWriteLimits('start')
  @ApiOperation({ operationId: 'startResponse', summary: 'Start a response to an active survey' })
  @ApiCreatedResponse({ type: ResponseView })
  @ApiError(404, 'Survey not found')
  @ApiError(409, 'The survey is not accepting responses (inactive)')
  @ApiError(410, 'The survey was deleted')
  @ApiErrors(400, 403, 429, 503)
  start(@Param('idOrSlug') idOrSlug: string, @Body() dto: StartResponseDto): Promise<ResponseView> {
    return this.responses.start(idOrSlug, dto);
  }

  @Get()
  @UseGuards(AdminGuard)
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'listSurveyResponses',
    summary: "A survey's responses",
    description:
      'With no query parameters: every response (SurveyResponse), oldest first, as the spec says, up to 1,000 ' +
      '(a survey with more answers 400 and says how to page). With any of ' +
      'limit, cursor, status, mode, language, from, to: one page (ResponsePage), newest first, by keyset ' +
      'cursor, each response with its number, answers and follow-ups, and the total for the filter.',
  })
  @ApiAdminOnly()
  @ApiExtraModels(ResponseView, ResponsePageView)
  @ApiOkResponse({
    schema: {
      anyOf: [
        { type: 'array', items: { $ref: getSchemaPath(ResponseView) } },
        { $ref: getSchemaPath(ResponsePageView) },
      ],
    },
  })
  @ApiError(400, 'A filter or limit out of range, a cursor that no page gave, or over 1,000 responses unpaged')
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  list(
    @Param('idOrSlug') idOrSlug: string,
    @Query() query: ResponsePageQueryDto,
  ): Promise<ResponseView[] | ResponsePageView> {
    return isPagedRequest(query) ? this.responses.page(idOrSlug, query) : this.responses.listForSurvey(idOrSlug);
  }
}

@ApiTags('responses')
@Controller('api/responses/:id')
export class ResponsesController {
  constructor(private readonly responses: ResponsesService) {}

  @Get()
  @ApiOperation({
    operationId: 'getResponseProgress',
    summary: 'An open response with its answers so far',
    description:
      'For the holder of the response id: resuming after a reload. Only while the response is open: a completed one answers 404 (its id, told to an embedding page at completion, opens nothing). The answers on its path.',
  })
  @ApiOkResponse({ type: ResponseProgressView })
  @ApiError(404, 'Response not found, or completed')
  @ApiErrors(503)
  progress(@Param('id') id: string): Promise<ResponseProgressView> {
    return this.responses.progress(id);
  }

  @Patch()
  @PublicWriteLimits('write')
  @ApiOperation({
    operationId: 'completeResponse',
    summary: 'Mark a response complete',
    description:
      "Completes at the server's time, once every required question on the respondent's path has an answer; " +
      'completing twice keeps the first time.',
  })
  @ApiOkResponse({ type: ResponseView })
  @ApiError(404, 'Response not found')
  @ApiError(
    409,
    'The survey is not accepting responses (inactive), or required questions on the path have no answer ' +
      '(named in unansweredQuestions)',
  )
  @ApiError(410, 'The survey was deleted')
  @ApiErrors(400, 403, 429, 503)
  complete(@Param('id') id: string, @Body() dto: CompleteResponseDto): Promise<ResponseView> {
    return this.responses.complete(id, dto);
  }

  @Get('answers')
  @UseGuards(AdminGuard)
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'listResponseAnswers',
    summary: "A response's answers on its path, in question order",
    description:
      'An answer that a changed earlier answer took off the path (survey branching), and its follow-ups, are ' +
      "left out: they stay in the response's history, and the paged list shows them with offPath.",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: AnswerView, isArray: true })
  @ApiError(404, 'Response not found')
  @ApiErrors(503)
  answers(@Param('id') id: string): Promise<AnswerView[]> {
    return this.responses.answers(id);
  }
}

@ApiTags('responses')
@Controller('api/answers')
export class AnswersController {
  constructor(private readonly responses: ResponsesService) {}

  @Post()
  @HttpCode(201)
  @PublicWriteLimits('write')
  @ApiOperation({
    operationId: 'recordAnswer',
    summary: "Record an answer on one's own response",
    description: 'With followUpId it answers that AI follow-up of questionId. Answering again replaces the answer.',
  })
  @ApiCreatedResponse({ type: AnswerView })
  @ApiError(404, 'Response or follow-up not found')
  @ApiError(
    409,
    'Response is already completed, the survey is inactive, the answer was changed too often, the question is ' +
      'not on the path, or a required question before it on the path has no answer (named in unansweredQuestions)',
  )
  @ApiError(410, 'The survey was deleted')
  @ApiError(413, 'Answer is too long')
  @ApiErrors(400, 403, 429, 503)
  record(@Body() dto: RecordAnswerDto): Promise<AnswerView> {
    return this.responses.recordAnswer(dto);
  }
}
