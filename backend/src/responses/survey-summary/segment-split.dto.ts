import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { ResponseFilterDto } from '../responses.dto';

export class SummarySplitQueryDto extends ResponseFilterDto {
  @ApiProperty({ description: 'The hidden field to split by', example: 'team', maxLength: 40 })
  @IsString({ message: 'by must be a hidden field key, such as team or utm_source' })
  @MaxLength(100, { message: 'by must be a hidden field key, such as team or utm_source' })
  by!: string;
}
