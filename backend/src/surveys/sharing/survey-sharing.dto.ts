import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { SHARING_LIMITS } from './survey-sharing';
import { EndScreenTextsByLanguageView } from './survey-sharing.views';

// Request bodies of the sharing endpoints: generous bounds against abuse; the sharing decider applies
// the exact rules (survey-sharing.ts).

@ApiSchema({ name: 'EmbedOriginsInput' })
export class EmbedOriginsDto {
  @ApiProperty({
    type: String,
    isArray: true,
    maxItems: SHARING_LIMITS.embedOrigins,
    example: ['https://intranet.example.com', 'http://localhost:8080'],
    description:
      'Origins (scheme://host[:port]) whose pages may show /embed/{slug} in a frame: https, or http on localhost / ' +
      '127.0.0.1 for development. Replaces the whole list; empty: no other site may embed the survey.',
  })
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  origins!: string[];
}

@ApiSchema({ name: 'EndScreenInput' })
export class EndScreenDto {
  @ApiPropertyOptional({
    type: EndScreenTextsByLanguageView,
    description:
      "Thank-you title and message by language; blank or left out: the standard texts. Only the survey's languages.",
  })
  @IsOptional()
  @IsObject()
  texts?: EndScreenTextsByLanguageView;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SHARING_LIMITS.redirectUrl,
    example: 'https://example.com/thanks?team={team}',
    description: 'https only; {key} placeholders take hidden-field / UTM values. null or blank: no redirect URL.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  redirectUrl?: string | null;

  @ApiPropertyOptional({
    description: 'In an embed, send the host page (not the frame) to the redirect URL. Default false.',
  })
  @IsOptional()
  @IsBoolean()
  redirectTopWindow?: boolean;

  @ApiPropertyOptional({
    description:
      'Without a redirect URL: true keeps the respondent on the end screen (a staff survey need not lead to the ' +
      'home page); false (the default) sends him home, as the spec does. Not together with redirectUrl.',
  })
  @IsOptional()
  @IsBoolean()
  stayOnEndScreen?: boolean;
}

@ApiSchema({ name: 'SurveyListingInput' })
export class SurveyListingDto {
  @ApiProperty({
    description: 'true: the survey shows on the unlocked /surveys list; false: unlisted, reachable only by its link.',
  })
  @IsBoolean()
  listed!: boolean;
}
