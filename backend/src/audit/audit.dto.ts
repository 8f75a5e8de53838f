import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_KINDS, type AuditKind } from './audit-kinds';

@ApiSchema({ name: 'AuditFilter' })
export class AuditFilterDto {
  @ApiPropertyOptional({ description: 'Only what this member did (their own calls and their API keys)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  userId?: string;

  @ApiPropertyOptional({ description: 'Only what was done to this survey and its responses' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  surveyId?: string;

  @ApiPropertyOptional({ enum: AUDIT_KINDS, enumName: 'AuditKind' })
  @IsOptional()
  @IsIn(AUDIT_KINDS, { message: `kind must be one of ${AUDIT_KINDS.join(', ')}` })
  kind?: AuditKind;

  @ApiPropertyOptional({ description: 'Entries older than this position (the previous page’s nextBefore)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  before?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}
