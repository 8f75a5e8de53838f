import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOW_QUALITY_CHOICES, type LowQualityChoice } from '../responses';

@ApiSchema({ name: 'RequestReport', description: 'What the analysis reads of the survey (all optional)' })
export class RequestReportDto {
  @ApiPropertyOptional({
    enum: LOW_QUALITY_CHOICES,
    enumName: 'LowQualityChoice',
    description:
      'Whether low-quality responses are analysed (issue 50). Left out by default (exclude); either way the report ' +
      'says how many it left out or counted.',
  })
  @IsOptional()
  @IsIn(LOW_QUALITY_CHOICES, { message: "lowQuality must be 'include' or 'exclude'" })
  lowQuality?: LowQualityChoice;
}
