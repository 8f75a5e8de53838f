import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// What the contact endpoints answer (the one definition of each shape).

@ApiSchema({ name: 'ContactMessage' })
export class ContactMessageView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  company!: string | null;

  @ApiProperty()
  message!: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}

@ApiSchema({ name: 'ContactReceipt' })
export class ContactReceiptView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}
