import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth';
import { ForbiddenError, GoneError, NotFoundError, UnauthorizedError, ValidationError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { runAs } from '../core/actor';
import { EventStoreService } from '../core/event-store.service';
import { CLOCK, CONFIG, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import type { SessionUser } from '../http/session.types';
import { PersonalLinksService } from '../personal-links';
import { latestProposalOfSurvey, ProposalsService } from '../proposals';
import { clientKey, RateLimitService, withRetryAfter } from '../rate-limit';
import { latestCompletedReportIds, ReportsService } from '../reports';
import { readSegmentCounts, ResponsesForAnalysis, splitBySegment, SurveySummaryService } from '../responses';
import { findResponseSettings, isShareableField, SurveysService } from '../surveys';
import {
  CLIENT_LINK_LIMITS,
  decider,
  LINK_EXPIRED_MESSAGE,
  LINK_REVOKED_MESSAGE,
  streamIdFor,
} from './client-link.decider';
import {
  clientPagePathFor,
  hashClientLinkToken,
  looksLikeClientLinkToken,
  newClientLinkToken,
} from './client-link-token';
import {
  clientCoverage,
  clientFreeText,
  clientProposal,
  clientReport,
  clientSegments,
  clientSplitPlans,
  clientSummary,
  numericQuestion,
  type LinkRules,
  type SegmentInput,
} from './client-page';
import type { CreateClientLinkDto } from './client-links.dto';
import {
  findLink,
  findLinkByTokenHash,
  listLinksOfSurvey,
  withoutPasscode,
  type ClientLinkRecord,
} from './client-links.queries';
import type {
  ClientCoverageView,
  ClientLinkListView,
  ClientLinkView,
  ClientPageView,
  ClientReportView,
  CreatedClientLinkView,
} from './client-links.views';

export const PASSCODE_NEEDED_MESSAGE = 'This link needs a passcode';
export const WRONG_PASSCODE_MESSAGE = 'Wrong passcode';
export const PASSCODE_RATE_LIMIT_MESSAGE = 'Too many passcode attempts; try again later';
export const CLIENT_LINK_NOT_FOUND = 'Client link not found';
/** The header a client's page sends the passcode in, on every request of the page. */
export const PASSCODE_HEADER = 'x-client-passcode';

/** A survey's read-only client links: made, listed and revoked by the team; read by the client with the token. */
@Injectable()
export class ClientLinksService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(IDS) private readonly newId: IdSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimitService,
    private readonly surveys: SurveysService,
    private readonly summaries: SurveySummaryService,
    private readonly analysed: ResponsesForAnalysis,
    private readonly reports: ReportsService,
    private readonly proposals: ProposalsService,
    private readonly personalLinks: PersonalLinksService,
  ) {}

  /** Makes a link; the token is in the answer (its path) and nowhere else. */
  async create(
    surveyIdOrSlug: string,
    dto: CreateClientLinkDto,
    by: SessionUser | null,
  ): Promise<CreatedClientLinkView> {
    const survey = await this.surveys.get(surveyIdOrSlug);
    const passcode = dto.passcode?.trim() ?? '';
    if (
      passcode !== '' &&
      (passcode.length < CLIENT_LINK_LIMITS.passcodeMin || passcode.length > CLIENT_LINK_LIMITS.passcodeMax)
    ) {
      throw new ValidationError(
        `A passcode is ${CLIENT_LINK_LIMITS.passcodeMin} to ${CLIENT_LINK_LIMITS.passcodeMax} characters`,
      );
    }
    const linkId = this.newId();
    const token = newClientLinkToken();
    await this.events.handle(decider, streamIdFor(linkId), {
      type: 'CreateClientLink',
      linkId,
      surveyId: survey.id,
      tokenHash: hashClientLinkToken(token),
      clientName: dto.clientName,
      expiresAt: dto.expiresAt,
      passcodeHash: passcode === '' ? null : await hashPassword(passcode),
      minGroupSize: dto.minGroupSize ?? CLIENT_LINK_LIMITS.defaultMinGroupSize,
      freeText: dto.freeText ?? false,
      language: dto.language ?? 'en',
      now: this.clock().toISOString(),
      createdBy: by?.userId ?? null,
    });
    return { link: withoutPasscode((await findLink(this.db, linkId, this.clock()))!), path: clientPagePathFor(token) };
  }

  async list(surveyIdOrSlug: string): Promise<ClientLinkListView> {
    const survey = await this.surveys.get(surveyIdOrSlug);
    const [links, proposal] = await Promise.all([
      listLinksOfSurvey(this.db, survey.id, this.clock()),
      latestProposalOfSurvey(this.db, survey.id),
    ]);
    return { links, suggestedClientName: proposal?.clientName || null };
  }

  async revoke(surveyIdOrSlug: string, linkId: string): Promise<ClientLinkView> {
    const survey = await this.surveys.get(surveyIdOrSlug);
    const link = await findLink(this.db, linkId, this.clock());
    if (!link || link.surveyId !== survey.id) throw new NotFoundError(CLIENT_LINK_NOT_FOUND);
    await this.events.handle(decider, streamIdFor(linkId), {
      type: 'RevokeClientLink',
      linkId,
      now: this.clock().toISOString(),
    });
    return withoutPasscode((await findLink(this.db, linkId, this.clock()))!);
  }

  /**
   * The client's page: 1. the link by its token's hash (404 unknown), 2. closed: 410, 3. its passcode
   * (401 none given, 403 wrong; failures limited like logins), 4. the view recorded in the log as the
   * client's (audit trail), 5. the page within the link's anonymity floor.
   */
  async page(token: string, req: FastifyRequest, res: FastifyReply): Promise<ClientPageView> {
    const now = this.clock();
    const link = looksLikeClientLinkToken(token)
      ? await findLinkByTokenHash(this.db, hashClientLinkToken(token), now)
      : null;
    if (!link) throw new NotFoundError(CLIENT_LINK_NOT_FOUND);
    if (link.status === 'revoked') throw new GoneError(LINK_REVOKED_MESSAGE);
    if (link.status === 'expired') throw new GoneError(LINK_EXPIRED_MESSAGE);
    await this.checkPasscode(link, req, res);
    await runAs({ kind: 'client', linkId: link.id }, () =>
      this.events.handle(decider, streamIdFor(link.id), {
        type: 'RecordClientLinkView',
        linkId: link.id,
        now: now.toISOString(),
      }),
    );
    return this.pageOf(link);
  }

  private async checkPasscode(link: ClientLinkRecord, req: FastifyRequest, res: FastifyReply): Promise<void> {
    if (link.passcodeHash === null) return;
    const given = req.headers[PASSCODE_HEADER];
    const passcode = typeof given === 'string' ? given : '';
    if (passcode === '') throw new UnauthorizedError(PASSCODE_NEEDED_MESSAGE);
    // Counted before checking, per address and per (address, link), with the login limits' settings.
    const address = clientKey(req);
    const { loginsPerAddress, loginsPerAddressAndUser, loginWindowMs } = this.config.limits;
    const counters = [
      { key: `client-passcode:ip:${address}`, limit: loginsPerAddress },
      { key: `client-passcode:ip-link:${address}:${link.id}`, limit: loginsPerAddressAndUser },
    ];
    await withRetryAfter(res, async () => {
      for (const { key, limit } of counters)
        await this.limiter.hit(key, limit, loginWindowMs, PASSCODE_RATE_LIMIT_MESSAGE);
    });
    if (!(await verifyPassword(link.passcodeHash, passcode))) throw new ForbiddenError(WRONG_PASSCODE_MESSAGE);
    await Promise.all(counters.map(({ key }) => this.limiter.refund(key)));
  }

  private async pageOf(link: ClientLinkRecord): Promise<ClientPageView> {
    const rules: LinkRules = { minGroupSize: link.minGroupSize, freeText: link.freeText };
    const survey = await this.surveys.get(link.surveyId);
    const [questions, summary, consultancy, segments, texts, report, proposal, coverage] = await Promise.all([
      this.surveys.questions(survey.id),
      this.summaries.forSurvey(survey.id, {}),
      this.proposals.consultancy(),
      this.segmentsOf(survey.id),
      rules.freeText ? this.analysed.forSurveyWithQuality(survey.id) : null,
      this.reportOf(survey.id, rules),
      latestProposalOfSurvey(this.db, survey.id),
      this.coverageOf(survey, rules),
    ]);
    return {
      consultancyName: consultancy.firm,
      clientName: link.clientName,
      surveyTitle: survey.title,
      language: link.language,
      minGroupSize: link.minGroupSize,
      freeText: link.freeText,
      summary: clientSummary(summary, rules),
      segments: clientSegments(segments, rules),
      freeTextAnswers: texts
        ? clientFreeText(
            {
              questions,
              answers: texts.responses.flatMap((r) => r.answers),
              total: summary.total,
            },
            rules,
          )
        : null,
      report,
      proposal: proposal
        ? (clientProposal((await this.proposals.get(proposal.id)).document, rules) as ClientPageView['proposal'])
        : null,
      coverage,
    };
  }

  /**
   * Coverage by team within the link's own floor; null when the survey has no personal links out. A survey
   * with no client has no roster to count (links go only to a client's roster), so its page reads nothing
   * more for it: the page's reads already share the pool.
   */
  private async coverageOf(
    survey: { id: string; clientId: string | null },
    rules: LinkRules,
  ): Promise<ClientCoverageView | null> {
    if (survey.clientId === null) return null;
    const coverage = await this.personalLinks.coverage(survey.id, rules.minGroupSize);
    return coverage.invited > 0 ? clientCoverage(coverage) : null;
  }

  /**
   * The survey's results per value of each declared hidden field not marked personal, per language when it
   * has more than one, and per option of each single-choice question about who answered (clientSplitPlans).
   */
  private async segmentsOf(surveyId: string): Promise<SegmentInput[]> {
    const [settings, questions, survey] = await Promise.all([
      findResponseSettings(this.db, surveyId),
      this.surveys.questions(surveyId),
      this.surveys.get(surveyId),
    ]);
    const numeric = questions.filter((q) => numericQuestion(q.questionType));
    const plans = clientSplitPlans(settings.hiddenFields.filter(isShareableField), questions, survey.languages);
    const splits = await Promise.all(
      plans.map(async (plan) => {
        const counts = await readSegmentCounts(this.db, surveyId, plan.source, {});
        if (plan.onlyIfSplit && counts.length < 2) return null;
        // Every value its own group here (a floor of 1): the link's floor is applied by clientSegments.
        const groups = splitBySegment(counts, numeric, 1).map((segment) => ({
          label: plan.labels[segment.label] ?? segment.label,
          n: segment.n,
          questions: (segment.questions ?? []).map(({ questionId, answered, mean, npsScore }) => ({
            questionId,
            answered,
            mean,
            npsScore,
          })),
        }));
        return { key: plan.key, label: plan.label, groups };
      }),
    );
    return splits.filter((split) => split !== null);
  }

  /** The latest completed report as curated; null when none. */
  private async reportOf(surveyId: string, rules: LinkRules): Promise<ClientReportView | null> {
    const [reportId] = await latestCompletedReportIds(this.db, surveyId, 1);
    if (!reportId) return null;
    const board = await this.reports.board(reportId);
    return clientReport(board, rules);
  }
}
