import { Inject, Injectable } from '@nestjs/common';
import { IllegalStateError, NotFoundError } from '../common/errors';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import { companyDataOf, findClient, type ClientView } from '../clients';
import { ReportsService } from '../reports';
import { SurveysService } from '../surveys';
import { CONSULTANCY_SETTINGS_STREAM, consultancyDecider, type ConsultancySettings } from './consultancy-settings';
import { draftProposal, type DraftClient, type DraftSurvey } from './draft-proposal';
import { decider, quoteRefsOf, streamIdFor, type ProposalCommand } from './proposal.decider';
import { relocateQuotes, renderProposalQuotes } from './proposal-quotes';
import { findProposal, listProposals } from './proposals.queries';
import type { ProposalSummaryView, ProposalView } from './proposals.views';

/** The client's company data, its name and its first contact: what drafting would otherwise ask for. */
function clientDraftData(client: ClientView): { companyData: string; client: DraftClient } {
  const first = client.contacts[0];
  return {
    companyData: companyDataOf(client),
    client: { name: client.name, contact: first?.name ?? null, role: first?.role ?? null },
  };
}

/** The fields the request gave (a blank one is not given). */
function definedFields(client: DraftClient | undefined): DraftClient {
  return Object.fromEntries(
    Object.entries(client ?? {}).filter(([, value]) => typeof value === 'string' && value.trim()),
  );
}

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
    // The survey's client gives the company data and whom it is for, unless the request says otherwise.
    const fromClient = survey.client ? clientDraftData(survey.client) : null;
    const proposalId = this.newId();
    const now = this.clock().toISOString();
    // Drafted from the findings board: the curated names, the chosen quotes, hidden themes left out.
    const curated = await this.reports.curatedReport(reportId);
    const document = relocateQuotes(
      draftProposal(curated.report, survey, {
        proposalId,
        draftedAt: now,
        companyData: companyData?.trim() ? companyData : fromClient?.companyData,
        client: { ...fromClient?.client, ...definedFields(client) },
        quotes: curated.quotes,
        preparedBy: await this.consultancy(),
      }),
      curated.storedPlace,
    );
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

  /** The consultancy proposals are prepared by: the spec's fixed one until an admin changes it. */
  async consultancy(): Promise<ConsultancySettings> {
    return (await this.events.load(consultancyDecider, CONSULTANCY_SETTINGS_STREAM)).state;
  }

  async changeConsultancy(settings: unknown): Promise<ConsultancySettings> {
    await this.events.handle(consultancyDecider, CONSULTANCY_SETTINGS_STREAM, {
      type: 'ChangeConsultancySettings',
      settings,
      now: this.clock().toISOString(),
    });
    return this.consultancy();
  }

  private async surveyFor(surveyId: string): Promise<DraftSurvey & { client: ClientView | null }> {
    try {
      const survey = await this.surveys.get(surveyId);
      const client = survey.clientId ? await findClient(this.db, survey.clientId) : null;
      return { title: survey.title, description: survey.description, client };
    } catch (error) {
      // A survey deleted since the report still makes a proposal; the admin names the client.
      if (error instanceof NotFoundError) return { title: 'the staff survey', description: null, client: null };
      throw error;
    }
  }

  private async record(proposalId: string, command: ProposalCommand): Promise<void> {
    await this.events.handle(decider, streamIdFor(proposalId), command);
  }
}
