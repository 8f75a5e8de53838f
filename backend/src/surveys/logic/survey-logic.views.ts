import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { OPERATORS_BY_TYPE, VALUE_OPERATORS } from '@seedline/shared';

// Branching rules as the API shows them (logic/survey-logic.ts holds the model).

export const CONDITION_OPERATORS = [...new Set([...Object.values(OPERATORS_BY_TYPE).flat(), ...VALUE_OPERATORS])];

@ApiSchema({ name: 'LogicCondition' })
export class LogicConditionView {
  @ApiProperty({ enum: ['answer', 'hidden_field', 'language'], description: 'What the condition looks at' })
  source!: 'answer' | 'hidden_field' | 'language';

  @ApiPropertyOptional({ description: 'answer: the question whose answer is read (this one or an earlier one)' })
  questionId?: string;

  @ApiProperty({
    enum: CONDITION_OPERATORS,
    enumName: 'LogicOperator',
    description:
      'answer, by type: choices is / is_not / includes_any (optionIds); rating, scale, number eq / ne / lt / lte / gt / gte ' +
      '(value); yes_no is_yes / is_no; text is_empty / is_not_empty. hidden_field and language: is / is_not.',
  })
  operator!: string;

  @ApiPropertyOptional({ type: [String], description: 'answer on a choice question: option ids' })
  optionIds?: string[];

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'answer on a rating, scale or number: the number compared with; hidden_field: the value',
  })
  value?: number | string;

  @ApiPropertyOptional({ description: 'hidden_field: the key (declared, or a UTM key)' })
  key?: string;

  @ApiPropertyOptional({ enum: ['en', 'ur'], description: 'language: the respondent language' })
  language?: string;
}

@ApiSchema({ name: 'LogicAction' })
export class LogicActionView {
  @ApiProperty({
    enum: ['jump', 'end', 'skip'],
    description: 'jump to a later question, end the survey (its end screen), or skip this question',
  })
  type!: 'jump' | 'end' | 'skip';

  @ApiPropertyOptional({ description: 'jump: the later question' })
  toQuestionId?: string;
}

@ApiSchema({ name: 'LogicRule' })
export class LogicRuleView {
  @ApiProperty()
  ruleId!: string;

  @ApiProperty({ enum: ['all', 'any'], description: 'Whether all conditions must hold, or any' })
  match!: 'all' | 'any';

  @ApiProperty({ type: [LogicConditionView] })
  conditions!: LogicConditionView[];

  @ApiProperty({ type: LogicActionView })
  action!: LogicActionView;
}

@ApiSchema({ name: 'LogicRuleRead' })
export class LogicRuleReadView extends LogicRuleView {
  @ApiProperty({ example: 'If Q3 is No, jump to Q6', description: 'The rule as a sentence' })
  sentence!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the rule no longer fits (a removed question or option): it is not followed until fixed',
  })
  problem!: string | null;
}

@ApiSchema({ name: 'QuestionLogic' })
export class QuestionLogicView {
  @ApiProperty()
  questionId!: string;

  @ApiProperty({ example: 'Q3' })
  label!: string;

  @ApiProperty({ type: [LogicRuleReadView], description: 'In order: the first jump or end that holds applies' })
  rules!: LogicRuleReadView[];
}

@ApiSchema({ name: 'PathMapEntry' })
export class PathMapEntryView {
  @ApiProperty()
  questionId!: string;

  @ApiProperty({ example: 'Q3' })
  label!: string;

  @ApiProperty({ type: [String], description: 'Sentences of the rules that may skip it' })
  skippedWhen!: string[];

  @ApiProperty({ type: [String], description: 'Where its jump and end rules lead ("If Q3 is No, jump to Q6")' })
  leadsTo!: string[];

  @ApiProperty({ example: 'Q4', description: 'Where everyone else goes next: a question label, or "the end"' })
  otherwise!: string;
}

@ApiSchema({ name: 'SurveyLogic' })
export class SurveyLogicView {
  @ApiProperty({ type: [QuestionLogicView], description: "Each question's rules, in the survey's order" })
  questions!: QuestionLogicView[];

  @ApiProperty({ type: [PathMapEntryView], description: 'Who gets what: each question and where it leads' })
  pathMap!: PathMapEntryView[];
}
