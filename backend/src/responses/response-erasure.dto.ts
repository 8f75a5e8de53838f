import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsISO8601, IsOptional } from 'class-validator';

export class EraseResponsesDto {
  @ApiProperty({ format: 'date-time', description: 'Erase responses started at or after this time' })
  @IsISO8601({ strict: true }, { message: 'startedFrom must be an ISO timestamp' })
  startedFrom!: string;

  @ApiProperty({ format: 'date-time', description: 'Erase responses started before this time' })
  @IsISO8601({ strict: true }, { message: 'startedTo must be an ISO timestamp' })
  startedTo!: string;

  @ApiPropertyOptional({
    default: true,
    description: 'Only responses never completed (spam); false erases completed ones too',
  })
  @IsOptional()
  @IsBoolean({ message: 'onlyIncomplete must be true or false' })
  onlyIncomplete?: boolean;
}

export class ErasedCountView {
  @ApiProperty({ description: 'How many responses were erased' })
  erased!: number;
}
