import { Inject, Injectable } from '@nestjs/common';
import type { AnalyseResponsesResult } from '@seedline/shared';
import { IllegalStateError, NotFoundError } from '../common/errors';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import { ReportsService } from '../reports';
import { SurveysService } from '../surveys';
import { draftProposal, type DraftClient, type DraftSurvey } from './draft-proposal';
import { decider, quoteRefsOf, streamIdFor, type ProposalCommand } from './proposal.decider';
import { renderProposalQuotes } from './proposal-quotes';
import { findProposal, listProposals } from './proposals.queries';
import type { ProposalSummaryView, ProposalView } from './proposals.views';

export const REPORT_NOT_COMPLETED_MESSAGE = 'Only a completed report can be drafted into a proposal';

/** Proposals: drafted from a completed report (ProposalDrafted), then edited whole (ProposalEdited). */
@Injectable()
export class ProposalsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    private readonly reports: ReportsService,
    private readonly surveys: SurveysService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly newId: IdSource,
  ) {}

  async draft(reportId: string, companyData?: string, client?: DraftClient): Promise<ProposalView> {
    // Read through the reports service: a report whose job has just finished is recorded as completed first.
    const report = await this.reports.get(reportId);
    if (report.status !== 'completed' || !report.report) throw new IllegalStateError(REPORT_NOT_COMPLETED_MESSAGE);
    const survey = await this.surveyFor(report.surveyId);
    const proposalId = this.newId();
    const now = this.clock().toISOString();
    const document = draftProposal(report.report as AnalyseResponsesResult, survey, {
      proposalId,
      draftedAt: now,
      companyData,
      client,
      quotes: await this.reports.quotes(reportId),
    });
    await this.record(proposalId, {
      type: 'DraftProposal',
      proposalId,
      reportId,
      surveyId: report.surveyId,
      document,
      now,
    });
    return this.get(proposalId);
  }

  list(): Promise<ProposalSummaryView[]> {
    return listProposals(this.db);
  }

  /** The proposal with its quotes rendered from the report (withdrawn where the response was erased). */
  async get(id: string): Promise<ProposalView> {
    const found = await findProposal(this.db, id);
    if (!found) throw new NotFoundError('Proposal not found');
    const quotes = quoteRefsOf(found.document).length > 0 ? await this.reports.quotes(found.reportId) : [];
    return { ...found, document: renderProposalQuotes(found.document, quotes) as ProposalView['document'] };
  }

  async edit(id: string, document: unknown): Promise<ProposalView> {
    await this.record(id, { type: 'EditProposal', proposalId: id, document, now: this.clock().toISOString() });
    return this.get(id);
  }

  private async surveyFor(surveyId: string): Promise<DraftSurvey> {
    try {
      const survey = await this.surveys.get(surveyId);
      return { title: survey.title, description: survey.description };
    } catch (error) {
      // A survey deleted since the report still makes a proposal; the admin names the client.
      if (error instanceof NotFoundError) return { title: 'the staff survey', description: null };
      throw error;
    }
  }

  private async record(proposalId: string, command: ProposalCommand): Promise<void> {
    await this.events.handle(decider, streamIdFor(proposalId), command);
  }
}
