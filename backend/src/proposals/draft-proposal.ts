// A proposal drafted from a completed report: the same sections as the spec's fixed proposal, with the
// client, context, findings, ICE table, supporting quotes and success measures taken from the report and
// the survey, and the fixed parts (phases, training, pricing, timeline, privacy...) in the fixed wording.
// Pure: time and id arrive as arguments. Everything it writes is a starting point the admin edits.
import {
  type AnalyseResponsesResult,
  type ReportOpportunity,
  type ReportQuote,
  assumptionsSection,
  iceClosing,
  iceIntro,
  nextStepsSection,
  phasesSection,
  PREPARED_BY,
  pricingSection,
  privacySection,
  PROPOSAL_TITLE,
  successClosing,
  surveySectionIntro,
  timelineSection,
  trainingSection,
} from '@seedline/shared';
import { ValidationError } from '../common/errors';
import type { ProposalBlock, ProposalDocument, ProposalQuoteRef, ProposalSection } from './proposal.types';

export const TOP_OPPORTUNITIES = 5;
export const QUOTED_OPPORTUNITIES = 3;
export const QUOTES_PER_OPPORTUNITY = 2;
const MAX_CONTEXT_CHARS = 1200;

export type DraftSurvey = { title: string; description: string | null };
/** A report quote and where the report keeps it (`<owner>/<index>/<quote index>`). */
export type PlacedQuote = { place: string; quote: ReportQuote };
/** Who the proposal is for, as the admin named them when drafting; contact and role may stay empty. */
export type DraftClient = { name?: string | null; contact?: string | null; role?: string | null };
export type DraftOptions = {
  proposalId: string;
  draftedAt: string;
  companyData?: string | null;
  client?: DraftClient;
  /** The report's quotes still standing, with their places; by default every quote of `report` where it sits. */
  quotes?: readonly PlacedQuote[];
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export const CLIENT_NAME_REQUIRED_MESSAGE =
  "Name the client: clientName, or companyData with a line such as 'Company: Acme Ltd'";

/** "Company: Acme Ltd" or a short first line of the company data names the client; else nothing. */
export function clientNameOf(companyData?: string | null): string | null {
  const lines = (companyData ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const labelled = lines
    .map((line) => /^(?:company|client|organi[sz]ation)(?: name)?\s*:(.+)$/i.exec(line)?.[1]?.trim())
    .find(Boolean);
  if (labelled) return clip(labelled, 120);
  if (lines[0] && lines[0].length <= 80 && !lines[0].includes(':')) return lines[0];
  return null;
}

/** The client as the admin named them, else as the company data names them; never a placeholder. */
export function draftClient(client: DraftClient | undefined, companyData?: string | null): ProposalDocument['client'] {
  const name = client?.name?.trim() || clientNameOf(companyData);
  if (!name) throw new ValidationError(CLIENT_NAME_REQUIRED_MESSAGE);
  return { name: clip(name, 120), contact: client?.contact?.trim() ?? '', role: client?.role?.trim() ?? '' };
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Every quote of the report at its place. */
export function placedQuotes(report: AnalyseResponsesResult): PlacedQuote[] {
  return (['themes', 'opportunities'] as const).flatMap((owner) =>
    report[owner].flatMap((item: { quotes: ReportQuote[] }, i) =>
      item.quotes.map((quote, j) => ({ place: `${owner}/${i}/${j}`, quote })),
    ),
  );
}

const refOf = ({ place, quote }: PlacedQuote): ProposalQuoteRef => ({
  responseId: quote.responseId,
  questionId: quote.questionId,
  place,
});

function contextSection(
  client: string,
  survey: DraftSurvey,
  companyData: string | null | undefined,
  top: ReportOpportunity[],
): ProposalSection {
  const described = survey.description?.trim();
  const company = companyData?.trim();
  const paragraphs: ProposalBlock[] = [
    {
      kind: 'paragraph',
      text: clip(
        company ||
          described ||
          `${client} asked its team, in the anonymous survey “${survey.title.trim()}”, where their time goes and which work is repetitive.`,
        MAX_CONTEXT_CHARS,
      ),
    },
  ];
  if (company && described) paragraphs.push({ kind: 'paragraph', text: clip(described, MAX_CONTEXT_CHARS) });
  return {
    id: 'context',
    title: 'Context and goals',
    blocks: [
      ...paragraphs,
      {
        kind: 'list',
        items: [
          ...top.slice(0, 2).map((o) => `Cut the time the team spends today on: ${o.title.replace(/\.$/, '')}.`),
          'Give staff AI tools they trust, with clear rules on what data may be used.',
          `Leave ${client} able to run, measure and extend the workflow on its own.`,
        ],
      },
    ],
  };
}

function surveySection(report: AnalyseResponsesResult): ProposalSection {
  const { responses, from, to } = report.coverage;
  const span = from && to ? `, given between ${longDate(from)} and ${longDate(to)}` : '';
  const blocks: ProposalBlock[] = [
    { kind: 'paragraph', text: surveySectionIntro },
    {
      kind: 'paragraph',
      text: `We read ${responses} ${responses === 1 ? 'response' : 'responses'}${span}. The themes they raise:`,
    },
  ];
  blocks.push(
    report.themes.length > 0
      ? {
          kind: 'list',
          items: report.themes.map(
            (t) => `${t.name} (${t.responseCount} of ${responses}, ${percent(t.share)}): ${t.summary}`,
          ),
        }
      : {
          kind: 'paragraph',
          text: 'No theme was shared by enough answers to report; discovery interviews come first.',
        },
  );
  return { id: 'survey', title: 'What your team told us', blocks };
}

function iceSection(top: ReportOpportunity[]): ProposalSection {
  if (top.length === 0) {
    return {
      id: 'ice',
      title: 'ICE scoring',
      blocks: [
        { kind: 'paragraph', text: iceIntro },
        { kind: 'paragraph', text: 'The survey named no candidate use case yet; we score them with you in week 2.' },
      ],
    };
  }
  return {
    id: 'ice',
    title: 'ICE scoring',
    blocks: [
      { kind: 'paragraph', text: `${iceIntro} The scores from your team's answers:` },
      {
        kind: 'table',
        caption: 'Candidate use cases from the staff survey, ICE scores',
        columns: ['Use case', 'Impact', 'Confidence', 'Ease', 'ICE'],
        rows: top.map((o) => [
          o.title,
          String(o.impact.value),
          String(o.confidence.value),
          String(o.ease.value),
          o.score.toFixed(1),
        ]),
      },
      { kind: 'paragraph', text: iceClosing },
    ],
  };
}

/** The top opportunities with their first quotes, by reference (the words stay in the report). */
function opportunitiesSection(top: ReportOpportunity[], placed: readonly PlacedQuote[]): ProposalSection | null {
  const quoted = top.slice(0, QUOTED_OPPORTUNITIES);
  if (quoted.length === 0) return null;
  const blocks = quoted.flatMap((o, i): ProposalBlock[] => {
    const hours = o.hoursSavedArithmetic ? ` Time it takes today: ${o.hoursSavedArithmetic}.` : '';
    const quotes = placed
      .filter(({ place }) => place.startsWith(`opportunities/${i}/`))
      .slice(0, QUOTES_PER_OPPORTUNITY)
      .map(refOf);
    return [
      { kind: 'paragraph', text: `${i + 1}. ${o.title} (ICE ${o.score.toFixed(1)}): ${o.description}${hours}` },
      ...(quotes.length > 0 ? [{ kind: 'quotes' as const, items: quotes }] : []),
    ];
  });
  return { id: 'opportunities', title: 'Top opportunities, in your team’s words', blocks };
}

function successSection(top: ReportOpportunity[]): ProposalSection {
  const first = top[0];
  const measured = first
    ? `Hours spent on “${first.title}” down by at least 40% against the week 1 baseline${
        first.hoursSavedPerWeek !== null ? ` (about ${first.hoursSavedPerWeek} h a week today)` : ''
      }.`
    : 'Hours spent on the piloted workflow down by at least 40% against the week 1 baseline.';
  return { id: 'success', title: 'Success measures', blocks: [{ kind: 'list', items: [measured, ...successClosing] }] };
}

/** The drafted document: five US-letter pages, the sections in the fixed proposal's order. */
export function draftProposal(
  report: AnalyseResponsesResult,
  survey: DraftSurvey,
  { proposalId, draftedAt, companyData, quotes, client: named }: DraftOptions,
): ProposalDocument {
  const party = draftClient(named, companyData);
  const client = party.name;
  const top = report.opportunities.slice(0, TOP_OPPORTUNITIES);
  const first = top[0];
  const opportunities = opportunitiesSection(top, quotes ?? placedQuotes(report));
  return {
    title: PROPOSAL_TITLE,
    client: party,
    preparedBy: { ...PREPARED_BY },
    date: longDate(draftedAt),
    reference: `SL-${draftedAt.slice(0, 4)}-${proposalId.replace(/-/g, '').slice(0, 6).toUpperCase()}`,
    summary:
      `A fixed-fee, five-week engagement to find where AI saves ${client} the most time, build one production ` +
      `workflow on your existing systems, and train your team to run and improve it.` +
      (first ? ` Your team's answers point first to: ${first.title.replace(/\.$/, '')}.` : ''),
    pages: [
      [contextSection(client, survey, companyData, top), surveySection(report)],
      opportunities ? [iceSection(top), opportunities] : [iceSection(top)],
      [phasesSection(first ? first.title.replace(/\.$/, '') : 'the top-ranked use case'), trainingSection],
      [pricingSection, timelineSection],
      [successSection(top), privacySection, assumptionsSection(client), nextStepsSection],
    ],
  };
}
