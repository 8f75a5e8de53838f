import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ANONYMITY_MODES, type AnonymityMode } from './personal-link.events';

@ApiSchema({ name: 'SetAnonymityInput' })
export class SetAnonymityDto {
  @ApiProperty({ enum: ANONYMITY_MODES, enumName: 'AnonymityMode' })
  @IsString({ message: 'anonymity is required' })
  anonymity!: AnonymityMode;
}

@ApiSchema({ name: 'StartPersonalResponseInput' })
export class StartPersonalResponseDto {
  @ApiProperty({ enum: ['traditional', 'ai_chat'], enumName: 'SurveyMode' })
  @IsIn(['traditional', 'ai_chat'], { message: "surveyMode must be 'traditional' or 'ai_chat'" })
  surveyMode!: 'traditional' | 'ai_chat';

  @ApiPropertyOptional({ enum: ['en', 'ur'], enumName: 'Language' })
  @IsOptional()
  @IsIn(['en', 'ur'], { message: "language must be 'en' or 'ur'" })
  language?: 'en' | 'ur';
}
