import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { resolveSessionSecret } from '../auth';
import { eachBounded } from '../common/bounded';
import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { EventStoreService } from '../core/event-store.service';
import { CLOCK, CONFIG, DB, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { ResponsesService } from '../responses';
import { teamSpeller } from '../roster';
import { ResponseSettingsService, SurveysService } from '../surveys';
import { countTeams, coverageRows, type TeamCounts } from './coverage';
import { audienceStreamIdFor, decider, linkStreamIdFor } from './personal-link.decider';
import {
  hashPersonalToken,
  isPersonalToken,
  PERSONAL_LINK_PATH,
  personalLinkIdFor,
  personalLinkToken,
  responseIdForToken,
} from './personal-link-token';
import type { AnonymityMode } from './personal-link.events';
import {
  anonymityOf,
  currentRoster,
  findLinkById,
  findLinkByTokenHash,
  findRosterPerson,
  linksByIds,
  linksOfSurvey,
  responseStatuses,
  rosterPeopleByIds,
  type LinkRow,
} from './personal-links.queries';
import type { StartPersonalResponseDto } from './personal-links.dto';
import type {
  CoverageView,
  LinkStatus,
  PersonalLinkOpenedView,
  PersonalLinksIssuedView,
  PersonalLinksView,
} from './personal-links.views';

/** A personal link as the staff mail needs it: who (null once erased), on the roster still, status, link path. */
export type PersonalLinkTarget = {
  linkId: string;
  surveyId: string;
  personId: string;
  name: string | null;
  email: string | null;
  language: 'en' | 'ur' | null;
  /** false: removed from the roster, or erased. */
  onRoster: boolean;
  status: LinkStatus;
  path: string;
};

export const LINK_NOT_FOUND = 'This link is not known. Check that it was copied whole, or ask for a new one.';
export const ALREADY_COMPLETED = 'You have already completed this survey. Thank you.';
/** The minimum group size of coverage by team (the client link's default). */
export const COVERAGE_MIN_GROUP = 5;
/** Links issued at once (each its own stream and command). */
const ISSUE_CONCURRENCY = 8;
const TEAM_FIELD = { key: 'team', label: 'Team' };

/**
 * Personal links (issue 48): one per person on the survey's client's roster, each naming its own response,
 * resumed on any device, never a second completed one; a survey's answers anonymous (the default) or
 * identified; coverage by team within the minimum group size.
 */
@Injectable()
export class PersonalLinksService {
  private readonly secret: string;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) config: AppConfig,
    private readonly surveys: SurveysService,
    private readonly responseSettings: ResponseSettingsService,
    private readonly responses: ResponsesService,
  ) {
    this.secret = resolveSessionSecret(config);
  }

  private tokenOf(link: Pick<LinkRow, 'id' | 'nonce'>): string {
    return personalLinkToken(this.secret, link.id, link.nonce);
  }

  private async statusesOf(links: readonly LinkRow[]): Promise<Map<string, LinkStatus>> {
    const responseOf = new Map(links.map((link) => [link.id, responseIdForToken(this.secret, this.tokenOf(link))]));
    const found = await responseStatuses(this.db, [...responseOf.values()]);
    return new Map(links.map((link) => [link.id, found.get(responseOf.get(link.id)!) ?? 'not started']));
  }

  /** A link for everyone on the client's roster who has none yet; the survey records their team. */
  async issueForRoster(idOrSlug: string): Promise<PersonalLinksIssuedView> {
    const survey = await this.surveys.get(idOrSlug);
    if (!survey.clientId) throw new ValidationError('Assign the survey to a client first: the links go to its roster');
    const people = await currentRoster(this.db, survey.clientId);
    if (people.length === 0) throw new IllegalStateError('The client has no one on its roster yet');
    const settings = await this.responseSettings.get(survey.id);
    if (!settings.hiddenFields.some((field) => field.key === TEAM_FIELD.key)) {
      await this.responseSettings.set(survey.id, { hiddenFields: [...settings.hiddenFields, TEAM_FIELD] });
    }
    const have = new Set((await linksOfSurvey(this.db, survey.id)).map((link) => link.person_id));
    const missing = people.filter((person) => !have.has(person.id));
    // The team as the roster first spells it, so "tax" and "Tax" answer as one team.
    const spellTeam = teamSpeller(people.map((person) => person.team));
    const now = this.clock().toISOString();
    let issued = 0;
    await eachBounded(missing, ISSUE_CONCURRENCY, async (person) => {
      const linkId = personalLinkIdFor(survey.id, person.id);
      const nonce = randomBytes(16).toString('base64url');
      const tokenHash = hashPersonalToken(personalLinkToken(this.secret, linkId, nonce));
      const command = {
        type: 'IssuePersonalLink' as const,
        linkId,
        surveyId: survey.id,
        personId: person.id,
        team: spellTeam(person.team),
        language: person.language,
        nonce,
        tokenHash,
        now,
      };
      try {
        await this.events.handle(decider, linkStreamIdFor(linkId), command);
        issued++;
      } catch (error) {
        // Issued meanwhile (another click, another replica): that link stands.
        if (!(error instanceof IllegalStateError)) throw error;
      }
    });
    return { issued, total: have.size + issued };
  }

  async list(idOrSlug: string): Promise<PersonalLinksView> {
    const survey = await this.surveys.get(idOrSlug);
    const [links, anonymity, roster] = await Promise.all([
      linksOfSurvey(this.db, survey.id),
      anonymityOf(this.db, survey.id),
      survey.clientId ? currentRoster(this.db, survey.clientId) : Promise.resolve([]),
    ]);
    const statuses = await this.statusesOf(links);
    const people = new Map(roster.map((person) => [person.id, person]));
    const rows = await Promise.all(
      links.map(async (link) => {
        const person = people.get(link.person_id) ?? (await findRosterPerson(this.db, link.person_id));
        return {
          personId: link.person_id,
          name: person?.name ?? null,
          email: person?.email ?? null,
          team: person?.team ?? link.team,
          language: person?.language ?? link.language,
          status: statuses.get(link.id)!,
          path: `${PERSONAL_LINK_PATH}${this.tokenOf(link)}`,
        };
      }),
    );
    rows.sort(
      (a, b) => (a.team ?? '\uffff').localeCompare(b.team ?? '\uffff') || (a.name ?? '').localeCompare(b.name ?? ''),
    );
    return { anonymity, clientId: survey.clientId, rosterSize: roster.length, links: rows };
  }

  /**
   * The survey's links (or these of them) with their people and statuses, for invitations and reminders
   * by e-mail (staff-mail/): the path is made again from the secret, nothing joins a person to a response.
   */
  async targets(surveyId: string, linkIds?: readonly string[]): Promise<PersonalLinkTarget[]> {
    const links = linkIds ? await linksByIds(this.db, surveyId, linkIds) : await linksOfSurvey(this.db, surveyId);
    const [statuses, people] = await Promise.all([
      this.statusesOf(links),
      rosterPeopleByIds(
        this.db,
        links.map((link) => link.person_id),
      ),
    ]);
    return links.map((link) => {
      const person = people.get(link.person_id);
      return {
        linkId: link.id,
        surveyId: link.survey_id,
        personId: link.person_id,
        name: person?.name ?? null,
        email: person?.email ?? null,
        language: person?.language ?? link.language,
        onRoster: person !== undefined && !person.removed,
        status: statuses.get(link.id)!,
        path: `${PERSONAL_LINK_PATH}${this.tokenOf(link)}`,
      };
    });
  }

  /**
   * Each link's status and nothing else: no roster read, no decryption, no path. What a run to everyone
   * needs to choose its people (a reminder run to 5,000 reads 5,000 statuses, not 5,000 names).
   */
  async linkStatuses(surveyId: string): Promise<{ linkId: string; status: LinkStatus }[]> {
    const statuses = await this.statusesOf(await linksOfSurvey(this.db, surveyId));
    return [...statuses].map(([linkId, status]) => ({ linkId, status }));
  }

  /** The survey a link is of, or null: no such link. */
  async surveyOfLink(linkId: string): Promise<string | null> {
    return (await findLinkById(this.db, linkId))?.survey_id ?? null;
  }

  /** Whether a survey's answers through personal links are anonymous or identified. */
  anonymity(surveyId: string): Promise<AnonymityMode> {
    return anonymityOf(this.db, surveyId);
  }

  /** Per team of the roster: headcount, invited, started, completed; teams under the floor together. */
  async coverage(idOrSlug: string, minGroupSize = COVERAGE_MIN_GROUP): Promise<CoverageView> {
    const survey = await this.surveys.get(idOrSlug);
    const [roster, links] = await Promise.all([
      survey.clientId ? currentRoster(this.db, survey.clientId) : Promise.resolve([]),
      linksOfSurvey(this.db, survey.id),
    ]);
    const statuses = await this.statusesOf(links);
    const linkOf = new Map(links.map((link) => [link.person_id, link]));
    const all = countTeams(
      roster.map((person) => {
        const link = linkOf.get(person.id);
        return { team: person.team, status: link ? statuses.get(link.id)! : null };
      }),
    );
    const total = (pick: (t: TeamCounts) => number) => all.reduce((n, t) => n + pick(t), 0);
    return {
      minGroupSize,
      rows: coverageRows(all, minGroupSize),
      headcount: total((t) => t.headcount),
      invited: total((t) => t.invited),
      started: total((t) => t.started),
      completed: total((t) => t.completed),
    };
  }

  /** Anonymous or identified; fixed once a link of the survey has been used. */
  async setAnonymity(idOrSlug: string, anonymity: AnonymityMode): Promise<PersonalLinksView> {
    const survey = await this.surveys.get(idOrSlug);
    const linksUsed = (await this.linkStatuses(survey.id)).some((link) => link.status !== 'not started');
    await this.events.handle(decider, audienceStreamIdFor(survey.id), {
      type: 'SetAnonymity',
      surveyId: survey.id,
      anonymity,
      linksUsed,
      now: this.clock().toISOString(),
    });
    return this.list(survey.id);
  }

  private async linkOfToken(token: string): Promise<LinkRow> {
    const link = isPersonalToken(token) ? await findLinkByTokenHash(this.db, hashPersonalToken(token)) : null;
    if (!link) throw new NotFoundError(LINK_NOT_FOUND);
    return link;
  }

  private async existingResponse(responseId: string) {
    try {
      return await this.responses.get(responseId);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  /** What the respondent's first screen needs: the survey, whether answers are anonymous, how far they got. */
  async open(token: string): Promise<PersonalLinkOpenedView> {
    const link = await this.linkOfToken(token);
    return this.opened(link, await this.existingResponse(responseIdForToken(this.secret, token)));
  }

  private async opened(
    link: LinkRow,
    response: Awaited<ReturnType<PersonalLinksService['existingResponse']>>,
  ): Promise<PersonalLinkOpenedView> {
    const [survey, anonymity] = await Promise.all([
      this.surveys.getPublic(link.survey_id),
      anonymityOf(this.db, link.survey_id),
    ]);
    const person = anonymity === 'identified' ? await findRosterPerson(this.db, link.person_id) : null;
    const open = response && !response.completedAt ? response : null;
    return {
      surveyId: survey.id,
      slug: survey.slug,
      title: survey.title,
      languages: survey.languages,
      language: link.language,
      anonymity,
      status: !response ? 'not started' : response.completedAt ? 'completed' : 'started',
      name: person?.name ?? null,
      responseId: open?.id ?? null,
      surveyMode: open?.surveyMode ?? null,
    };
  }

  /**
   * The link's response: started now (with the team, and the person when answers are identified), or the
   * one already started (on this device or another: the token names one response). A completed one is
   * not started again (409).
   */
  async startResponse(token: string, dto: StartPersonalResponseDto): Promise<PersonalLinkOpenedView> {
    const link = await this.linkOfToken(token);
    const responseId = responseIdForToken(this.secret, token);
    const existing = await this.existingResponse(responseId);
    if (existing?.completedAt) throw new IllegalStateError(ALREADY_COMPLETED);
    if (existing) return this.opened(link, existing);
    const anonymity = await anonymityOf(this.db, link.survey_id);
    const person = anonymity === 'identified' ? await findRosterPerson(this.db, link.person_id) : null;
    const started = await this.responses
      .start(
        link.survey_id,
        {
          surveyMode: dto.surveyMode,
          ...(dto.language ? { language: dto.language } : {}),
          ...(link.team ? { hiddenFields: { team: link.team } } : {}),
          ...(person ? { respondentName: person.name, respondentEmail: person.email } : {}),
        },
        responseId,
      )
      .catch(async (error: unknown) => {
        // The same person on a second device, a moment before: that response is theirs.
        const theirs = error instanceof IllegalStateError ? await this.existingResponse(responseId) : null;
        if (theirs) return theirs;
        throw error;
      });
    return this.opened(link, started);
  }
}
