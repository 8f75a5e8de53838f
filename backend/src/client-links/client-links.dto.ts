import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLIENT_LINK_LIMITS } from './client-link.decider';
import { CLIENT_LINK_LANGUAGES, type ClientLinkLanguage } from './client-link.events';

/** Generous bounds against abuse; the decider applies the exact rules. */
@ApiSchema({ name: 'ClientLinkInput' })
export class CreateClientLinkDto {
  @ApiProperty({ minLength: 1, maxLength: CLIENT_LINK_LIMITS.clientName, example: 'Indus Foods' })
  @IsString({ message: 'Client name is required' })
  @MaxLength(1000)
  clientName!: string;

  @ApiProperty({ format: 'date-time', description: `In the future, within ${CLIENT_LINK_LIMITS.maxLifetimeDays} days` })
  @IsString({ message: 'The expiry is required' })
  @MaxLength(100)
  expiresAt!: string;

  @ApiPropertyOptional({
    minLength: CLIENT_LINK_LIMITS.passcodeMin,
    maxLength: CLIENT_LINK_LIMITS.passcodeMax,
    description: 'Absent or empty: no passcode. Stored as an Argon2id hash.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  passcode?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: CLIENT_LINK_LIMITS.minGroupSizeFloor,
    maximum: CLIENT_LINK_LIMITS.minGroupSizeCeiling,
    default: CLIENT_LINK_LIMITS.defaultMinGroupSize,
  })
  @IsOptional()
  @IsInt({ message: 'The minimum group size is a whole number' })
  minGroupSize?: number;

  @ApiPropertyOptional({ default: false, description: 'Show free-text answers (masked)' })
  @IsOptional()
  @IsBoolean()
  freeText?: boolean;

  @ApiPropertyOptional({ enum: CLIENT_LINK_LANGUAGES, enumName: 'ClientLinkLanguage', default: 'en' })
  @IsOptional()
  @IsIn([...CLIENT_LINK_LANGUAGES])
  language?: ClientLinkLanguage;
}
