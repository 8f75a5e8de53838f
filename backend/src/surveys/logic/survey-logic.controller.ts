import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../auth/index';
import { ApiAdminOnly, ApiError, ApiErrors } from '../../http/openapi.decorators';
import { LogicRuleDto } from './survey-logic.dto';
import { SurveyLogicService } from './survey-logic.service';
import { SurveyLogicView } from './survey-logic.views';

const RULE_REFUSALS =
  'A rule that does not fit the survey is refused with a 400 whose detail names the rule and says why ' +
  '("Rule 1 on Q3 (If Q1 is No, jump to Q2): it jumps back to Q2; jumps only go forward, to a later question").';

@ApiTags('surveys')
@Controller('api/surveys')
@UseGuards(AdminGuard)
export class SurveyLogicController {
  constructor(private readonly logic: SurveyLogicService) {}

  @Get(':idOrSlug/logic')
  @ApiOperation({
    operationId: 'getSurveyLogic',
    summary: "A survey's branching rules, each as a sentence, and the map of its paths",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyLogicView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  get(@Param('idOrSlug') idOrSlug: string): Promise<SurveyLogicView> {
    return this.logic.get(idOrSlug);
  }

  @Post(':idOrSlug/questions/:questionId/logic-rules')
  @ApiOperation({
    operationId: 'addLogicRule',
    summary: "Add a branching rule at the end of a question's rules",
    description: `Allowed after responses exist too: each response keeps the path it was answered on. ${RULE_REFUSALS}`,
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: SurveyLogicView, description: 'The rule was added: all the rules now' })
  @ApiErrors(400, 403, 409, 503)
  @ApiError(404, 'Survey or question not found')
  add(
    @Param('idOrSlug') idOrSlug: string,
    @Param('questionId') questionId: string,
    @Body() dto: LogicRuleDto,
  ): Promise<SurveyLogicView> {
    return this.logic.addRule(idOrSlug, questionId, dto);
  }

  @Put(':idOrSlug/questions/:questionId/logic-rules/:ruleId')
  @ApiOperation({
    operationId: 'changeLogicRule',
    summary: 'Replace a branching rule where it stands',
    description: RULE_REFUSALS,
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyLogicView })
  @ApiErrors(400, 403, 409, 503)
  @ApiError(404, 'Survey, question or rule not found')
  change(
    @Param('idOrSlug') idOrSlug: string,
    @Param('questionId') questionId: string,
    @Param('ruleId') ruleId: string,
    @Body() dto: LogicRuleDto,
  ): Promise<SurveyLogicView> {
    return this.logic.changeRule(idOrSlug, questionId, ruleId, dto);
  }

  @Delete(':idOrSlug/questions/:questionId/logic-rules/:ruleId')
  @ApiOperation({ operationId: 'removeLogicRule', summary: 'Remove a branching rule' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyLogicView })
  @ApiErrors(403, 409, 503)
  @ApiError(404, 'Survey, question or rule not found')
  remove(
    @Param('idOrSlug') idOrSlug: string,
    @Param('questionId') questionId: string,
    @Param('ruleId') ruleId: string,
  ): Promise<SurveyLogicView> {
    return this.logic.removeRule(idOrSlug, questionId, ruleId);
  }
}
