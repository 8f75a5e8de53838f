import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { LOGIC_LIMITS } from './logic-rule-check';
import { CONDITION_OPERATORS } from './survey-logic.views';

// Request bodies of the rule endpoints: the form only; survey-logic.decider.ts says whether the rule
// fits the survey (a 400 naming the rule and why).

@ApiSchema({ name: 'LogicConditionInput' })
export class LogicConditionDto {
  @ApiProperty({ enum: ['answer', 'hidden_field', 'language'] })
  @IsIn(['answer', 'hidden_field', 'language'])
  source!: 'answer' | 'hidden_field' | 'language';

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  questionId?: string;

  @ApiProperty({ enum: CONDITION_OPERATORS, enumName: 'LogicOperator' })
  @IsIn(CONDITION_OPERATORS)
  operator!: string;

  @ApiPropertyOptional({ type: [String], maxItems: LOGIC_LIMITS.optionIds })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LOGIC_LIMITS.optionIds)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  optionIds?: string[];

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string', maxLength: LOGIC_LIMITS.value }] })
  @IsOptional()
  value?: number | string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  key?: string;

  @ApiPropertyOptional({ enum: ['en', 'ur'] })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  language?: string;
}

@ApiSchema({ name: 'LogicActionInput' })
export class LogicActionDto {
  @ApiProperty({ enum: ['jump', 'end', 'skip'] })
  @IsIn(['jump', 'end', 'skip'])
  type!: 'jump' | 'end' | 'skip';

  @ApiPropertyOptional({ description: 'jump: a later question of the survey' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  toQuestionId?: string;
}

@ApiSchema({ name: 'LogicRuleInput' })
export class LogicRuleDto {
  @ApiPropertyOptional({ enum: ['all', 'any'], default: 'all' })
  @IsOptional()
  @IsIn(['all', 'any'])
  match?: 'all' | 'any';

  @ApiProperty({ type: [LogicConditionDto], minItems: 1, maxItems: LOGIC_LIMITS.conditionsPerRule })
  @IsArray()
  @ArrayMaxSize(LOGIC_LIMITS.conditionsPerRule)
  @ValidateNested({ each: true })
  @Type(() => LogicConditionDto)
  conditions!: LogicConditionDto[];

  @ApiProperty({ type: LogicActionDto })
  @ValidateNested()
  @Type(() => LogicActionDto)
  action!: LogicActionDto;
}
