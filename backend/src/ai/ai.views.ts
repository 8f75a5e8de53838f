import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  MAX_CHAT_QUESTION_LENGTH,
  MAX_GENERATED_QUESTIONS,
  type ChatFollowUpResult,
  type GenerateQuestionsResult,
} from '@seedline/worker';

// What the AI endpoints answer: the job results of the worker's contract (which these classes
// must satisfy), plus what the API adds.

@ApiSchema({ name: 'GeneratedQuestions' })
export class GeneratedQuestionsView implements GenerateQuestionsResult {
  @ApiProperty({ type: String, isArray: true, minItems: 1, maxItems: MAX_GENERATED_QUESTIONS })
  questions!: string[];
}

/** Exactly one of isComplete, followUpQuestion and shouldMoveToNext is set. */
@ApiSchema({ name: 'FollowUpReply' })
export class ChatFollowUpAnswer implements ChatFollowUpResult {
  @ApiProperty({ description: 'The last question was answered: the survey is done' })
  isComplete!: boolean;

  @ApiProperty({ type: String, nullable: true, maxLength: MAX_CHAT_QUESTION_LENGTH })
  followUpQuestion!: string | null;

  @ApiProperty({ description: 'Go on to the next question' })
  shouldMoveToNext!: boolean;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'Set when the follow-up was recorded on the response: the answer to it goes to POST /api/answers with this id',
  })
  followUpId!: string | null;
}
