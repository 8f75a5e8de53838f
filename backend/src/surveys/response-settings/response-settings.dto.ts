import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { HIDDEN_FIELD_LIMITS } from './hidden-fields';
import { ABANDON_AFTER_DAYS } from './response-settings.decider';

// Generous bounds against abuse; the decider applies the exact rules (hidden-fields.ts).

@ApiSchema({ name: 'HiddenFieldInput' })
export class HiddenFieldDto {
  @ApiProperty({
    maxLength: HIDDEN_FIELD_LIMITS.keyLength,
    pattern: '^[a-z][a-z0-9_]*$',
    example: 'team',
    description: 'The URL parameter: lower-case letters, digits and _, starting with a letter',
  })
  @IsString()
  @MaxLength(200)
  key!: string;

  @ApiPropertyOptional({ maxLength: HIDDEN_FIELD_LIMITS.label, example: 'Team', description: 'Blank: the key' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  label?: string;

  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    maxItems: HIDDEN_FIELD_LIMITS.allowedValues,
    description: `Null or empty: any value (at most ${HIDDEN_FIELD_LIMITS.value} characters). A link's value outside the list is recorded as "other".`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  allowedValues?: string[] | null;

  @ApiPropertyOptional({
    description: 'The value names or singles out a person (an employee id, an e-mail): never shown on a client link',
  })
  @IsOptional()
  @IsBoolean()
  personal?: boolean;
}

@ApiSchema({ name: 'ResponseSettingsInput' })
export class ResponseSettingsDto {
  @ApiPropertyOptional({
    type: [HiddenFieldDto],
    maxItems: HIDDEN_FIELD_LIMITS.fields,
    description: 'Replaces the list',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => HiddenFieldDto)
  hiddenFields?: HiddenFieldDto[];

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: ABANDON_AFTER_DAYS.min,
    maximum: ABANDON_AFTER_DAYS.max,
    description: 'Close unfinished responses after this many days without activity; null: never (the default)',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'abandonAfterDays must be a whole number of days, or null' })
  abandonAfterDays?: number | null;
}
