import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ifNoneMatchNames, type ConditionalReply } from '../http/entity-tag';
import { AdminGuard } from '../auth';
import { AllowApiKey } from '../auth';
import { adminOrScope } from '../auth';
import { hasSurveyListAccess } from '../http/request-identity';
import { NotFoundError, UnauthorizedError } from '../common/errors';
import { QUESTIONS_LOCKED_MESSAGES } from './survey-limits';
import { ApiAdminOnly, ApiError, ApiErrors, SESSION_AUTH } from '../http/openapi.decorators';
import {
  AddQuestionDto,
  CreateSurveyDto,
  ReorderQuestionsDto,
  RewordQuestionDto,
  SurveyTranslationDto,
  UpdateSurveyDto,
} from './surveys.dto';
import { SurveysService } from './surveys.service';
import {
  DeletedSurveyView,
  QuestionView,
  SurveyDocumentView,
  SurveySummaryView,
  SurveyTranslationResultView,
  SurveyView,
} from './surveys.views';

/** The fields of a survey anyone with the link may see. */
function publicFields(survey: SurveyView): SurveySummaryView {
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    isActive: survey.isActive,
    createdAt: survey.createdAt,
  };
}

@ApiTags('surveys')
@Controller('api/surveys')
export class SurveysController {
  constructor(private readonly surveys: SurveysService) {}

  /** Admin: every survey. Unlocked survey-list session: the active ones. Anyone else: 401. */
  @Get()
  @AllowApiKey('surveys:read')
  @ApiOperation({
    operationId: 'listSurveys',
    summary: 'The survey list',
    description:
      'Admin: every survey (Survey), newest first. A session unlocked at POST /api/surveys/unlock: the active ones (SurveySummary). Anyone else: 401.',
  })
  @ApiCookieAuth(SESSION_AUTH)
  @ApiExtraModels(SurveyView, SurveySummaryView)
  @ApiOkResponse({
    description: 'Newest first',
    schema: {
      anyOf: [
        { type: 'array', items: { $ref: getSchemaPath(SurveyView) } },
        { type: 'array', items: { $ref: getSchemaPath(SurveySummaryView) } },
      ],
    },
  })
  @ApiError(401, 'Neither an admin session nor an unlocked survey list')
  @ApiErrors(503)
  async list(@Req() req: FastifyRequest): Promise<SurveyView[] | SurveySummaryView[]> {
    if (adminOrScope(req, 'surveys:read')) return this.surveys.list({ activeOnly: false });
    if (hasSurveyListAccess(req)) return (await this.surveys.list({ activeOnly: true })).map(publicFields);
    throw new UnauthorizedError('Unlock the survey list first');
  }

  @Post()
  @UseGuards(AdminGuard)
  @AllowApiKey('surveys:write')
  @ApiOperation({ operationId: 'createSurvey', summary: 'Create a survey' })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: SurveyView })
  @ApiErrors(400, 403, 503)
  @ApiError(409, 'This URL slug is already taken')
  create(@Body() dto: CreateSurveyDto): Promise<SurveyView> {
    return this.surveys.create(dto);
  }

  @Get(':idOrSlug')
  @AllowApiKey('surveys:read', { alsoAnonymous: true })
  @ApiOperation({
    operationId: 'getSurvey',
    summary: 'One survey by id or slug',
    description:
      "Anyone: any survey that is not deleted, with its availability: a respondent page shows a survey that is not 'open' as switched off, closed or full. Admin: the same.",
  })
  @ApiOkResponse({ type: SurveyView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  async get(@Param('idOrSlug') idOrSlug: string, @Req() req: FastifyRequest): Promise<SurveyView> {
    const survey = adminOrScope(req, 'surveys:read')
      ? await this.surveys.get(idOrSlug)
      : await this.surveys.getPublic(idOrSlug);
    return { ...survey };
  }

  @Get(':idOrSlug/questions')
  @AllowApiKey('surveys:read', { alsoAnonymous: true })
  @ApiOperation({
    operationId: 'listSurveyQuestions',
    summary: "A survey's questions, ordered by order",
    description:
      'Anyone: the questions of an active survey (closed or full ones too, so started responses can finish). Admin: any survey.',
  })
  @ApiOkResponse({ type: QuestionView, isArray: true })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  async questions(@Param('idOrSlug') idOrSlug: string, @Req() req: FastifyRequest): Promise<QuestionView[]> {
    const admin = adminOrScope(req, 'surveys:read');
    const survey = admin ? await this.surveys.get(idOrSlug) : await this.surveys.getPublic(idOrSlug);
    if (!admin && !survey.isActive) throw new NotFoundError('Survey not found');
    return this.surveys.questions(survey.id);
  }

  @Get(':idOrSlug/document')
  @ApiOperation({
    operationId: 'getSurveyDocument',
    summary: "A survey's public document: the survey and its ordered questions, in every language it offers",
    description:
      "What a respondent's page loads, in one request and one indexed lookup. Anyone: any survey that is not deleted, " +
      "with its availability; a switched-off ('inactive') survey has no questions here. The strong ETag names this " +
      'version of the document and its availability; Cache-Control: no-cache lets a browser keep it and revalidate: ' +
      'a request with If-None-Match naming the current tag gets 304 and no body.',
  })
  @ApiOkResponse({
    type: SurveyDocumentView,
    headers: {
      ETag: { description: 'Strong entity tag of this version', schema: { type: 'string' } },
      'Cache-Control': { description: 'no-cache: keep, but revalidate before each use', schema: { type: 'string' } },
    },
  })
  @ApiResponse({ status: 304, description: 'Not Modified: If-None-Match names the current version' })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  async document(
    @Param('idOrSlug') idOrSlug: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: ConditionalReply,
  ): Promise<void> {
    const { body, etag } = await this.surveys.document(idOrSlug);
    reply.header('ETag', etag);
    reply.header('Cache-Control', 'no-cache');
    if (ifNoneMatchNames(ifNoneMatch, etag)) reply.status(304).send();
    else {
      // Already JSON: sent as it is.
      reply.header('Content-Type', 'application/json; charset=utf-8');
      reply.status(200).send(body);
    }
  }

  @Patch(':idOrSlug')
  @UseGuards(AdminGuard)
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'updateSurvey',
    summary: 'Edit a survey: details, switch, close date, response cap',
    description:
      'Any of the fields; those left out stay as they are, and only what changes is recorded (one event per kind of change). ' +
      'responseCap counts STARTED responses: once startedCount reaches it, new responses are refused (409) while those ' +
      'already started may finish. closesAt: from then on new responses are refused (409); started ones may finish.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyView })
  @ApiErrors(400, 403, 404, 503)
  @ApiError(409, 'This URL slug is already taken')
  update(@Param('idOrSlug') idOrSlug: string, @Body() dto: UpdateSurveyDto): Promise<SurveyView> {
    return this.surveys.update(idOrSlug, dto);
  }

  @Post(':idOrSlug/duplicate')
  @UseGuards(AdminGuard)
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'duplicateSurvey',
    summary: 'Copy a survey',
    description:
      'A new survey (new id) with the title plus " (copy)", the description, logo, questions (new ids, same texts, ' +
      'types and settings, required flags and order), close date, response cap, languages and translations of the source; slug <slug>-copy (or -copy-2, ...) ' +
      'when the source has one; created inactive. Responses are not copied.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: SurveyView })
  @ApiErrors(403, 404, 409, 503)
  duplicate(@Param('idOrSlug') idOrSlug: string): Promise<SurveyView> {
    return this.surveys.duplicate(idOrSlug);
  }

  @Put(':idOrSlug/questions/order')
  @UseGuards(AdminGuard)
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'reorderSurveyQuestions',
    summary: "Reorder a survey's questions",
    description: `Every question id once, in the new order (order becomes 1, 2, 3, ...). 409 once the survey has a response: "${QUESTIONS_LOCKED_MESSAGES.reorder}".`,
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: QuestionView, isArray: true })
  @ApiErrors(400, 403, 404, 503)
  @ApiError(409, QUESTIONS_LOCKED_MESSAGES.reorder)
  reorderQuestions(@Param('idOrSlug') idOrSlug: string, @Body() dto: ReorderQuestionsDto): Promise<QuestionView[]> {
    return this.surveys.reorderQuestions(idOrSlug, dto);
  }

  @Patch(':idOrSlug/questions/:questionId')
  @UseGuards(AdminGuard)
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'rewordSurveyQuestion',
    summary: 'Reword a question, or change its type and settings',
    description:
      'questionText: allowed at any time; answers given before keep the wording they were answered against (shown with them in the responses and the CSV). ' +
      'Shape fields (questionType, options, allowOther, scaleLabels, numberRange): those sent are laid over the current shape; a new questionType ' +
      'drops the settings that do not belong to it (choice options stay between single_choice and multiple_choice). Options keep their ids when ' +
      'sent with them. Once the survey has responses, the type cannot change and options and "Other" cannot be removed (409); labels may change ' +
      'and options may be added. Translated texts a change leaves without their setting are dropped from the translation. ' +
      'isRequired: at any time.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: QuestionView })
  @ApiErrors(400, 403, 503)
  @ApiError(404, 'Survey not found, or Question not found')
  @ApiError(409, "A question's type cannot be changed once the survey has responses")
  rewordQuestion(
    @Param('idOrSlug') idOrSlug: string,
    @Param('questionId') questionId: string,
    @Body() dto: RewordQuestionDto,
  ): Promise<QuestionView> {
    return this.surveys.rewordQuestion(idOrSlug, questionId, dto);
  }

  @Put(':idOrSlug/translations/:language')
  @UseGuards(AdminGuard)
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'setSurveyTranslation',
    summary: "Translate a survey's texts into a language",
    description:
      "Replaces the language's whole translation (title, description, each question's text, option labels, scale end labels, unit). " +
      "Blank or left-out texts show the original to respondents. Only 'ur' (Urdu) can be set; an unknown question or option id is 400.",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyTranslationResultView })
  @ApiErrors(400, 403, 503)
  @ApiError(404, 'Survey not found')
  setTranslation(
    @Param('idOrSlug') idOrSlug: string,
    @Param('language') language: string,
    @Body() dto: SurveyTranslationDto,
  ): Promise<SurveyTranslationResultView> {
    return this.surveys.setTranslation(idOrSlug, language, dto);
  }

  @Delete(':idOrSlug/questions/:questionId')
  @UseGuards(AdminGuard)
  @HttpCode(204)
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'removeSurveyQuestion',
    summary: 'Remove a question',
    description: `Only until the survey's first response; the remaining questions are renumbered 1, 2, 3, ... 409 afterwards: "${QUESTIONS_LOCKED_MESSAGES.remove}".`,
  })
  @ApiAdminOnly()
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(403, 503)
  @ApiError(404, 'Survey not found, or Question not found')
  @ApiError(409, QUESTIONS_LOCKED_MESSAGES.remove)
  async removeQuestion(@Param('idOrSlug') idOrSlug: string, @Param('questionId') questionId: string): Promise<void> {
    await this.surveys.removeQuestion(idOrSlug, questionId);
  }

  @Post(':idOrSlug/questions')
  @UseGuards(AdminGuard)
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'addSurveyQuestion',
    summary: 'Add a question to a survey',
    description: `Anywhere until the survey's first response; afterwards only at the end (order left out, or after the last): 409 "${QUESTIONS_LOCKED_MESSAGES.addInside}".`,
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: QuestionView })
  @ApiErrors(400, 403, 404, 409, 503)
  addQuestion(@Param('idOrSlug') idOrSlug: string, @Body() dto: AddQuestionDto): Promise<QuestionView> {
    return this.surveys.addQuestion(idOrSlug, dto);
  }

  @Delete(':idOrSlug')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteSurvey',
    summary: 'Delete a survey',
    description: 'The survey disappears from every read; its events stay in the log.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: DeletedSurveyView })
  @ApiErrors(403, 404, 409, 503)
  delete(@Param('idOrSlug') idOrSlug: string): Promise<DeletedSurveyView> {
    return this.surveys.delete(idOrSlug);
  }
}
