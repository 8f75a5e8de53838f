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
import {
  DEFAULT_CURRENCY,
  DEFAULT_PAPER_SIZE,
  type ProposalBlock,
  type ProposalDocument,
  type ProposalQuoteRef,
  type ProposalSection,
} from './proposal.types';

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
  /** The consultancy it is prepared by (its settings); the spec's fixed one by default. */
  preparedBy?: { firm: string; name: string; email: string; address?: string; signature?: string };
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

/** A line ending as a sentence does, its first letter capitalised. */
const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

const NAME_LABELS = /^(?:company|client|organi[sz]ation|firm|business name)(?: name)?$/;
const CONTACT_LABELS =
  /^(?:contact|contact person|e-?mail|phone|tel|telephone|mobile|role|title|position|website|web|url)$/;
const WHAT_LABELS = /^(?:industry|sector|business|about|description|what (?:they|we) do|profile|overview)$/;
const WHERE_LABELS = /^(?:location|city|country|based in|address|headquarters|hq|offices?)$/;
const SIZE_LABELS = /^(?:size|staff|employees|team|team size|headcount|people)$/;

/**
 * The company data as prose for the context section (issue 49): "Company: … Contact: …" lines are not
 * printed as typed; the name and the contact are in the title block already, the industry, place and size
 * become sentences about the client, other lines are kept as sentences. Empty when nothing is left.
 */
export function companyProse(client: string, companyData?: string | null): string {
  const parts: string[] = [];
  for (const raw of (companyData ?? '').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const rest = colon > 0 ? line.slice(colon + 1).trim() : '';
    if (!/^[A-Za-z][A-Za-z /&-]{0,30}$/.test(name) || rest === '') {
      parts.push(sentence(line));
      continue;
    }
    const label = name.toLowerCase();
    let value = rest;
    while (value.endsWith('.') || value.endsWith(';')) value = value.slice(0, -1).trimEnd();
    if (NAME_LABELS.test(label) || CONTACT_LABELS.test(label)) continue;
    if (WHAT_LABELS.test(label)) {
      parts.push(
        /^(?:a|an|the)\s/i.test(value)
          ? sentence(`${client} is ${value.charAt(0).toLowerCase()}${value.slice(1)}`)
          : value.split(/\s+/).length > 4
            ? sentence(value)
            : sentence(`${client} works in ${value}`),
      );
    } else if (WHERE_LABELS.test(label)) parts.push(sentence(`It is based in ${value}`));
    else if (SIZE_LABELS.test(label)) {
      parts.push(sentence(/[a-z]/i.test(value) ? `It has ${value}` : `It has ${value} staff`));
    } else parts.push(sentence(value.split(/\s+/).length > 4 ? value : `${name}: ${value}`));
  }
  return parts.join(' ');
}

function contextSection(
  client: string,
  survey: DraftSurvey,
  companyData: string | null | undefined,
  top: ReportOpportunity[],
): ProposalSection {
  const described = survey.description?.trim();
  const company = companyProse(client, companyData);
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
          items: report.themes.map((t) => themeLine(t, responses)),
        }
      : {
          kind: 'paragraph',
          text: 'No theme was shared by enough answers to report; discovery interviews come first.',
        },
  );
  return { id: 'survey', title: 'What your team told us', blocks };
}

/**
 * A theme as one bullet: its name and count, then its summary. A summary that opens with the count
 * itself (the offline analysis writes "23 of 42 responses (55%) raise invoices") is not preceded by
 * the same count again.
 */
export function themeLine(
  theme: { name: string; responseCount: number; share: number; summary?: string | null },
  responses: number,
): string {
  const summary = theme.summary?.trim() ?? '';
  if (summary.startsWith(`${theme.responseCount} of ${responses} `)) return `${theme.name}: ${summary}`;
  const counted = `${theme.name} (${theme.responseCount} of ${responses}, ${percent(theme.share)})`;
  return summary ? `${counted}: ${summary}` : `${counted}.`;
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

/** The curated themes an opportunity serves, when the findings board named them. */
function servesThemes(o: ReportOpportunity & { themeNames?: string[] }): string {
  return o.themeNames && o.themeNames.length > 0 ? ` Themes: ${o.themeNames.join('; ')}.` : '';
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
      {
        kind: 'paragraph',
        text: `${i + 1}. ${o.title} (ICE ${o.score.toFixed(1)}): ${o.description}${hours}${servesThemes(o)}`,
      },
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
  { proposalId, draftedAt, companyData, quotes, client: named, preparedBy }: DraftOptions,
): ProposalDocument {
  const party = draftClient(named, companyData);
  const client = party.name;
  const top = report.opportunities.slice(0, TOP_OPPORTUNITIES);
  const first = top[0];
  const opportunities = opportunitiesSection(top, quotes ?? placedQuotes(report));
  return {
    title: PROPOSAL_TITLE,
    paperSize: DEFAULT_PAPER_SIZE,
    currency: DEFAULT_CURRENCY,
    client: party,
    preparedBy: { ...(preparedBy ?? PREPARED_BY) },
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
