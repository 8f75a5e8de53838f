import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminGuard } from '../auth/admin.guard';
import { adminOf, hasSurveyListAccess } from '../auth/request-identity';
import { UnauthorizedError } from '../common/errors';
import { ApiAdminOnly, ApiError, ApiErrors, SESSION_AUTH } from '../http/openapi.decorators';
import { AddQuestionDto, CreateSurveyDto } from './surveys.dto';
import { SurveysService } from './surveys.service';
import { DeletedSurveyView, QuestionView, SurveySummaryView, SurveyView } from './surveys.views';

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
  async list(@Req() req: Request): Promise<SurveyView[] | SurveySummaryView[]> {
    if (adminOf(req)) return this.surveys.list({ activeOnly: false });
    if (hasSurveyListAccess(req)) return (await this.surveys.list({ activeOnly: true })).map(publicFields);
    throw new UnauthorizedError('Unlock the survey list first');
  }

  @Post()
  @UseGuards(AdminGuard)
  @ApiOperation({ operationId: 'createSurvey', summary: 'Create a survey' })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: SurveyView })
  @ApiErrors(400, 403, 503)
  @ApiError(409, 'This URL slug is already taken')
  create(@Body() dto: CreateSurveyDto): Promise<SurveyView> {
    return this.surveys.create(dto);
  }

  @Get(':idOrSlug')
  @ApiOperation({
    operationId: 'getSurvey',
    summary: 'One survey by id or slug',
    description: 'Anyone: an active survey. Admin: inactive ones too.',
  })
  @ApiOkResponse({ type: SurveyView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  async get(@Param('idOrSlug') idOrSlug: string, @Req() req: Request): Promise<SurveyView> {
    const survey = adminOf(req) ? await this.surveys.get(idOrSlug) : await this.surveys.getPublic(idOrSlug);
    return { ...survey };
  }

  @Get(':idOrSlug/questions')
  @ApiOperation({ operationId: 'listSurveyQuestions', summary: "A survey's questions, ordered by order" })
  @ApiOkResponse({ type: QuestionView, isArray: true })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  async questions(@Param('idOrSlug') idOrSlug: string, @Req() req: Request): Promise<QuestionView[]> {
    const survey = adminOf(req) ? await this.surveys.get(idOrSlug) : await this.surveys.getPublic(idOrSlug);
    return this.surveys.questions(survey.id);
  }

  @Post(':idOrSlug/questions')
  @UseGuards(AdminGuard)
  @ApiOperation({ operationId: 'addSurveyQuestion', summary: 'Add a question to a survey' })
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
