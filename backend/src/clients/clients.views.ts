import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// What the clients endpoints answer (the one definition of each shape).

@ApiSchema({ name: 'ClientContact' })
export class ClientContactView {
  @ApiProperty({ example: 'Ayesha Khan' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'ayesha@example.com' })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+92 300 1234567' })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Their role at the client', example: 'HR lead' })
  role!: string | null;
}

@ApiSchema({ name: 'Client' })
export class ClientView {
  @ApiProperty()
  id!: string;

  @ApiProperty({ description: "The company's name", example: 'Acme Textiles' })
  name!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'What the company does, its size and situation: the company data AI question generation and proposals use',
  })
  description!: string | null;

  @ApiProperty({ type: ClientContactView, isArray: true })
  contacts!: ClientContactView[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When it was archived (its engagement over): out of GET /api/clients and the pickers, its surveys, reports ' +
      'and client links untouched. null: not archived.',
  })
  archivedAt!: string | null;
}
