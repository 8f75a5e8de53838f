import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** Every error the API answers, whatever the status. */
@ApiSchema({ name: 'ErrorBody' })
export class ErrorBody {
  @ApiProperty({ type: 'integer', example: 400, description: 'The HTTP status, repeated' })
  statusCode!: number;

  @ApiProperty({ example: 'Title is required', description: 'What went wrong, fit to show a person' })
  message!: string;
}
