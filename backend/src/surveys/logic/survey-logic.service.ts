import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../../core/tokens';
import type { Db } from '../../db/db';
import { EventStoreService } from '../../core/event-store.service';
import { pathMap, questionLabel, ruleSentence, type LogicRule } from '@seedline/shared';
import { ruleProblem, type LogicSurvey } from './logic-rule-check';
import { findResponseSettings } from '../response-settings';
import type { LogicRuleDto } from './survey-logic.dto';
import type { SurveyLogicView } from './survey-logic.views';
import { decider, streamIdFor } from '../survey.decider';
import { listQuestions } from '../surveys.queries';
import { SurveysService } from '../surveys.service';
import type { QuestionView } from '../surveys.views';

/** The rules of each question with their sentences and problems, and the path map. */
function logicView(questions: QuestionView[], survey: LogicSurvey): SurveyLogicView {
  const sentenceQuestions = questions.map((q) => ({
    questionId: q.id,
    options: q.options,
    rules: q.logic as LogicRule[],
  }));
  return {
    questions: sentenceQuestions.map((question, at) => ({
      questionId: question.questionId,
      label: questionLabel(sentenceQuestions, question.questionId),
      rules: question.rules.map((rule) => ({
        ...rule,
        sentence: ruleSentence(sentenceQuestions, rule),
        problem: ruleProblem(survey, at, rule),
      })),
    })),
    pathMap: pathMap(sentenceQuestions),
  };
}

/** A survey's branching rules: read from the read model, changed through the survey's stream. */
@Injectable()
export class SurveyLogicService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    private readonly surveys: SurveysService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly newId: IdSource,
  ) {}

  async get(idOrSlug: string): Promise<SurveyLogicView> {
    const survey = await this.surveys.get(idOrSlug);
    const [questions, settings] = await Promise.all([
      listQuestions(this.db, survey.id),
      findResponseSettings(this.db, survey.id),
    ]);
    const logicSurvey: LogicSurvey = {
      questions: questions.map((q) => ({
        questionId: q.id,
        isRequired: q.isRequired,
        shape: {
          questionType: q.questionType,
          options: q.options,
          allowOther: q.allowOther,
          scaleLabels: q.scaleLabels,
          numberRange: q.numberRange,
        },
      })),
      hiddenFields: settings.hiddenFields,
      languages: survey.languages,
    };
    return logicView(questions, logicSurvey);
  }

  async addRule(idOrSlug: string, questionId: string, rule: LogicRuleDto): Promise<SurveyLogicView> {
    const survey = await this.surveys.get(idOrSlug);
    const command = {
      type: 'AddLogicRule' as const,
      surveyId: survey.id,
      questionId,
      ruleId: this.newId(),
      rule,
      now: this.clock().toISOString(),
    };
    await this.events.handle(decider, streamIdFor(survey.id), command);
    return this.get(survey.id);
  }

  async changeRule(idOrSlug: string, questionId: string, ruleId: string, rule: LogicRuleDto): Promise<SurveyLogicView> {
    const survey = await this.surveys.get(idOrSlug);
    const command = {
      type: 'ChangeLogicRule' as const,
      surveyId: survey.id,
      questionId,
      ruleId,
      rule,
      now: this.clock().toISOString(),
    };
    await this.events.handle(decider, streamIdFor(survey.id), command);
    return this.get(survey.id);
  }

  async removeRule(idOrSlug: string, questionId: string, ruleId: string): Promise<SurveyLogicView> {
    const survey = await this.surveys.get(idOrSlug);
    const command = {
      type: 'RemoveLogicRule' as const,
      surveyId: survey.id,
      questionId,
      ruleId,
      now: this.clock().toISOString(),
    };
    await this.events.handle(decider, streamIdFor(survey.id), command);
    return this.get(survey.id);
  }
}
