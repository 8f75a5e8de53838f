// Proposals drafted from reports: the list, one proposal, drafting one from a report, saving an edit.
// The API's ProposalDocument is the typed `Proposal` the fixed proposal uses (a block is one schema
// with optional fields there; the server checks each block has exactly the fields of its kind).
import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { proposalsKey } from '@/lib/cache-keys';
import type { components, Proposal as ApiProposal, DraftProposalInput, ProposalSummary } from '@/types/generated/api';
import type { Proposal } from '../content/proposal.types';
import { refresh } from '@/lib/refresh';

export type DraftedProposal = Omit<ApiProposal, 'document'> & { document: Proposal };
export type { ProposalSummary };

/** The server checked the document's blocks, each of one kind: it is the typed Proposal. */
const drafted = async (call: Promise<{ data?: ApiProposal }>) => (await answer(call)) as DraftedProposal;

export const proposalKey = (id: string) => ['/api/proposals', encodeURIComponent(id)] as const;

/** Newest first. */
export const useProposals = () => useSWR(proposalsKey, () => answer(api.GET(proposalsKey)));
export const useProposal = (id: string) =>
  useSWR(proposalKey(id), () => drafted(api.GET('/api/proposals/{id}', { params: { path: { id } } })));

/** Who the proposal is for (the name is required unless the company data names the company). */
export type { DraftProposalInput };

export const draftProposal = async (reportId: string, input: DraftProposalInput): Promise<DraftedProposal> => {
  const proposal = await drafted(
    api.POST('/api/reports/{id}/proposals', { params: { path: { id: reportId } }, body: input }),
  );
  await refresh(proposalsKey);
  return proposal;
};

/** PUT the whole edited document, then refetch the proposal and the list. */
export const saveProposal = async (id: string, document: Proposal): Promise<DraftedProposal> => {
  const saved = await drafted(api.PUT('/api/proposals/{id}', { params: { path: { id } }, body: document }));
  await Promise.all([refresh(proposalKey(id)), refresh(proposalsKey)]);
  return saved;
};

/** The consultancy proposals are prepared by (the spec's fixed one until an admin changes it). */
export type ConsultancySettings = components['schemas']['ConsultancySettings'];
export const consultancyKey = '/api/settings/consultancy' as const;
export const useConsultancy = () => useSWR(consultancyKey, () => answer(api.GET(consultancyKey)));
export const saveConsultancy = async (settings: ConsultancySettings): Promise<ConsultancySettings> => {
  const saved = await answer(api.PUT(consultancyKey, { body: settings }));
  await refresh(consultancyKey);
  return saved;
};
