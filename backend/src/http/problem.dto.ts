import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** One field's problem in a 400: where it is and what is wrong with it. */
@ApiSchema({ name: 'FieldProblem' })
export class FieldProblem {
  @ApiProperty({
    example: '#/title',
    description: 'A JSON Pointer (as a URI fragment) to the field, in the request body or the query parameters',
  })
  pointer!: string;

  @ApiProperty({ example: 'Title is required', description: 'What is wrong with that field' })
  detail!: string;
}

/** A required question a 409 names (answering past it, or completing without it). */
@ApiSchema({ name: 'ProblemQuestion' })
export class ProblemQuestion {
  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  @ApiProperty({ example: 'Q1', description: "The question's place in the survey, as the detail names it" })
  label!: string;
}

/** A line of an uploaded file a 400 names. */
@ApiSchema({ name: 'ProblemLine' })
export class ProblemLine {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 5,
    description: 'The line as a spreadsheet shows it (the header is 1)',
  })
  line!: number;

  @ApiProperty({ example: 'E-mail is required' })
  message!: string;
}

/**
 * Every error the API answers, whatever the status: an RFC 9457 problem (`application/problem+json`).
 * `statusCode` and `message` repeat `status` and `detail` for clients of the earlier `{statusCode,
 * message}` shape; they go away in the next release (docs/API.md).
 */
@ApiSchema({ name: 'Problem' })
export class Problem {
  @ApiProperty({
    example: 'about:blank',
    description: "The problem's type; about:blank means the status and title say it all",
  })
  type!: string;

  @ApiProperty({ example: 'Bad Request', description: "The status's reason phrase" })
  title!: string;

  @ApiProperty({ type: 'integer', example: 400, description: 'The HTTP status, repeated' })
  status!: number;

  @ApiProperty({ example: 'Title is required', description: 'What went wrong, fit to show a person' })
  detail!: string;

  @ApiProperty({ example: '/api/surveys', description: 'The path of the request that failed' })
  instance!: string;

  @ApiPropertyOptional({ type: [FieldProblem], description: "400 only: each field's problem, when fields were named" })
  errors?: FieldProblem[];

  @ApiPropertyOptional({
    type: [ProblemQuestion],
    description:
      "409 from POST /api/answers or PATCH /api/responses/{id} only: the required questions on the respondent's " +
      'path that have no answer yet: the first one, which comes before the question answered, or all of them ' +
      '(in path order) when completing',
  })
  unansweredQuestions?: ProblemQuestion[];

  @ApiPropertyOptional({
    type: [ProblemLine],
    description:
      '400 from POST /api/clients/{clientId}/roster/import only: the lines of the CSV at fault (the first 200), ' +
      'each with what is wrong; nothing of the file was imported',
  })
  lineErrors?: ProblemLine[];

  @ApiProperty({
    type: 'integer',
    example: 400,
    deprecated: true,
    description: 'Same as status (until the next release)',
  })
  statusCode!: number;

  @ApiProperty({
    example: 'Title is required',
    deprecated: true,
    description: 'Same as detail (until the next release)',
  })
  message!: string;
}
