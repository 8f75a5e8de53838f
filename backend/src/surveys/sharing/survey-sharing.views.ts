import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { SHARING_LIMITS } from './survey-sharing';

// The shapes of a survey's sharing settings (issue 34), as the API shows and takes them.

@ApiSchema({ name: 'EndScreenTexts' })
export class EndScreenTextsView {
  @ApiPropertyOptional({ maxLength: SHARING_LIMITS.endTitle, description: "Left out: the standard 'Thank you!'" })
  title?: string;

  @ApiPropertyOptional({
    maxLength: SHARING_LIMITS.endMessage,
    description: "Left out: the standard 'Your response has been submitted successfully'",
  })
  message?: string;
}

@ApiSchema({ name: 'EndScreenTextsByLanguage' })
export class EndScreenTextsByLanguageView {
  @ApiPropertyOptional({ type: EndScreenTextsView, description: 'English' })
  en?: EndScreenTextsView;

  @ApiPropertyOptional({ type: EndScreenTextsView, description: 'Urdu (only for a survey offered in Urdu)' })
  ur?: EndScreenTextsView;
}

@ApiSchema({ name: 'EndScreen' })
export class EndScreenView {
  @ApiProperty({
    type: EndScreenTextsByLanguageView,
    description: 'The thank-you texts by language ({} when none: the standard texts)',
  })
  texts!: EndScreenTextsByLanguageView;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: SHARING_LIMITS.redirectUrl,
    description:
      'https only. Where the respondent goes after the thank-you (2 s traditional, 5 s AI chat); {key} is replaced by the ' +
      'URL-encoded value of that hidden field or UTM parameter (empty when the response has none). null: the standard ' +
      'redirect to the home page, or, in an embed, no redirect.',
  })
  redirectUrl!: string | null;

  @ApiProperty({
    description:
      'In an embed (/embed/{slug}): true sends the host page to redirectUrl (the host script does it, on the ' +
      "survey's message 'seedline:redirect'); false redirects inside the frame. Without redirectUrl it changes nothing.",
  })
  redirectTopWindow!: boolean;

  @ApiProperty({
    description:
      'Without redirectUrl: true keeps the respondent on the end screen (no redirect); false sends him to the home ' +
      'page after the thank-you, as the spec does (in an embed: no redirect either way).',
  })
  stayOnEndScreen!: boolean;
}
