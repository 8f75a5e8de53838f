// Proposals drafted from reports: the list, one proposal, drafting one from a report, saving an edit.
// The API's ProposalDocument is the typed `Proposal` the fixed proposal uses (a block is one schema
// with optional fields there; the server checks each block has exactly the fields of its kind).
import useSWR from 'swr';
import { requestJson } from '@/lib/api-client';
import type { Proposal as ApiProposal, DraftProposalInput, ProposalSummary } from '@/types/generated/api';
import type { Proposal } from '../content/proposal.types';
import { refresh } from './refresh';

export type DraftedProposal = Omit<ApiProposal, 'document'> & { document: Proposal };
export type { ProposalSummary };

export const proposalsKey = '/api/proposals';
export const proposalKey = (id: string) => ['/api/proposals', encodeURIComponent(id)] as const;

/** Newest first. */
export const useProposals = () => useSWR<ProposalSummary[]>(proposalsKey);
export const useProposal = (id: string) => useSWR<DraftedProposal>(proposalKey(id));

/** Who the proposal is for (the name is required unless the company data names the company). */
export type { DraftProposalInput };

export const draftProposal = async (reportId: string, input: DraftProposalInput): Promise<DraftedProposal> => {
  const proposal = await requestJson<DraftedProposal>(
    'POST',
    `/api/reports/${encodeURIComponent(reportId)}/proposals`,
    input,
  );
  await refresh(proposalsKey);
  return proposal;
};

/** PUT the whole edited document, then refetch the proposal and the list. */
export const saveProposal = async (id: string, document: Proposal): Promise<DraftedProposal> => {
  const saved = await requestJson<DraftedProposal>('PUT', `/api/proposals/${encodeURIComponent(id)}`, document);
  await Promise.all([refresh<DraftedProposal>(proposalKey(id)), refresh(proposalsKey)]);
  return saved;
};
