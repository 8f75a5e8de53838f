// The proposals feature's front door: its service (a proposal with its quotes rendered, the consultancy's
// settings), the document's contract class, and the read of a survey's latest proposal.
export { ProposalsService } from './proposals.service';
export { ProposalDocumentDto } from './proposals.dto';
export { latestProposalOfSurvey } from './proposals.queries';
export type { RenderedProposalDocument } from './proposal.types';
