import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AdminGuard } from '../auth/admin.guard';
import { adminOf, hasSurveyListAccess } from '../auth/request-identity';
import { UnauthorizedError } from '../common/errors';
import { AddQuestionDto, CreateSurveyDto } from './surveys.dto';
import { SurveysService } from './surveys.service';

/** The fields of a survey anyone with the link may see. */
function publicFields(survey: { id: string; title: string; description: string | null; isActive: boolean; createdAt: string }) {
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    isActive: survey.isActive,
    createdAt: survey.createdAt,
  };
}

@Controller('api/surveys')
export class SurveysController {
  constructor(private readonly surveys: SurveysService) {}

  /** Admin: every survey. Unlocked survey-list session: the active ones. Anyone else: 401. */
  @Get()
  async list(@Req() req: Request) {
    if (adminOf(req)) return this.surveys.list({ activeOnly: false });
    if (hasSurveyListAccess(req)) return (await this.surveys.list({ activeOnly: true })).map(publicFields);
    throw new UnauthorizedError('Unlock the survey list first');
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body() dto: CreateSurveyDto) {
    return this.surveys.create(dto);
  }

  @Get(':idOrSlug')
  async get(@Param('idOrSlug') idOrSlug: string, @Req() req: Request) {
    const survey = adminOf(req) ? await this.surveys.get(idOrSlug) : await this.surveys.getPublic(idOrSlug);
    return { ...survey };
  }

  @Get(':idOrSlug/questions')
  async questions(@Param('idOrSlug') idOrSlug: string, @Req() req: Request) {
    const survey = adminOf(req) ? await this.surveys.get(idOrSlug) : await this.surveys.getPublic(idOrSlug);
    return this.surveys.questions(survey.id);
  }

  @Post(':idOrSlug/questions')
  @UseGuards(AdminGuard)
  addQuestion(@Param('idOrSlug') idOrSlug: string, @Body() dto: AddQuestionDto) {
    return this.surveys.addQuestion(idOrSlug, dto);
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  delete(@Param('id') id: string) {
    return this.surveys.delete(id);
  }
}
