import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ProposalDocumentDto } from './proposals.dto';

@ApiSchema({ name: 'ProposalSummary' })
export class ProposalSummaryView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The report it was drafted from' })
  reportId!: string;

  @ApiProperty({ format: 'uuid' })
  surveyId!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  clientName!: string;

  @ApiProperty({ format: 'date-time' })
  draftedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last edit, if any' })
  editedAt!: string | null;
}

@ApiSchema({ name: 'Proposal' })
export class ProposalView extends ProposalSummaryView {
  @ApiProperty({ type: ProposalDocumentDto })
  document!: ProposalDocumentDto;
}
