import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { RESPONSE_LANGUAGES, SURVEY_MODES, type ResponseLanguage, type SurveyMode } from '../response.events';
import { ANSWER_VALUE_SCHEMA } from '../responses.views';
import type { AnswerValue } from '@seedline/shared';
import { TIMELINE_KINDS, type TimelineKind } from './response-timeline';

@ApiSchema({
  name: 'ResponseHistoryEntry',
  description: 'One moment of a response; fields its kind does not use are null',
})
export class ResponseHistoryEntryView {
  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ description: "The event's global position in the log" })
  position!: number;

  @ApiProperty({ enum: TIMELINE_KINDS, enumName: 'ResponseHistoryKind' })
  kind!: TimelineKind;

  @ApiProperty({ enum: SURVEY_MODES, enumName: 'SurveyMode', nullable: true, description: 'started' })
  surveyMode!: SurveyMode | null;

  @ApiProperty({ enum: RESPONSE_LANGUAGES, enumName: 'Language', nullable: true, description: 'started' })
  language!: ResponseLanguage | null;

  @ApiProperty({ type: String, nullable: true })
  questionId!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The wording answered against; for follow-ups, the follow-up's own question",
  })
  questionText!: string | null;

  @ApiProperty({ type: String, nullable: true })
  followUpId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'What was written ("[erased]" once erased)' })
  answerText!: string | null;

  @ApiProperty(ANSWER_VALUE_SCHEMA)
  answerValue!: AnswerValue | null;

  @ApiProperty({ type: String, nullable: true, description: 'revised: the answer it replaced' })
  previousText!: string | null;
}

@ApiSchema({ name: 'ResponseHistory' })
export class ResponseHistoryView {
  @ApiProperty()
  responseId!: string;

  @ApiProperty({ type: String, nullable: true })
  surveyId!: string | null;

  @ApiProperty({ description: 'The response was erased: its texts read "[erased]"' })
  erased!: boolean;

  @ApiProperty({ type: ResponseHistoryEntryView, isArray: true, description: 'Oldest first' })
  entries!: ResponseHistoryEntryView[];
}
