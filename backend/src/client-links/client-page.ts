// The client's page from what the features read (pure): the summary, the split by each shareable hidden
// field, the free-text answers and the curated report and proposal, each within the link's anonymity
// floor (anonymity.ts) and with the respondents' own words masked (personal-text-mask.ts) or left out.

import { inferAnalysisRole, type AnalysisRole, type QuestionType } from '@seedline/shared';
import {
  guardGroups,
  hiddenGroupReason,
  hiddenTeamsReason,
  hiddenTotalReason,
  showsGroupOf,
  type Group,
} from './anonymity';
import type { CoverageView } from '../personal-links';
import { maskPersonalText } from './personal-text-mask';
import type {
  ClientCoverageView,
  ClientFreeTextView,
  ClientGroupFigureView,
  ClientOpportunityView,
  ClientQuestionSummaryView,
  ClientReportView,
  ClientSegmentSplitView,
  ClientSummaryView,
  ClientThemeView,
} from './client-links.views';

export const FREE_TEXT_TYPES: readonly QuestionType[] = ['text', 'textarea'];
const NUMERIC_TYPES: readonly QuestionType[] = ['rating', 'scale', 'number'];

export type LinkRules = { minGroupSize: number; freeText: boolean };

export type SummaryInput = {
  total: number;
  questions: Array<{
    questionId: string;
    questionText: string;
    questionType: QuestionType;
    answered: number;
    options: Array<{ label: string; count: number }> | null;
    mean: number | null;
    nps: { score: number } | null;
  }>;
};

/** The whole survey's figures, unless fewer people answered than the floor. Free-text questions show counts only. */
export function clientSummary(summary: SummaryInput, rules: LinkRules): ClientSummaryView {
  if (!showsGroupOf(summary.total, rules.minGroupSize)) {
    return { responses: null, hiddenReason: hiddenTotalReason(rules.minGroupSize), questions: [] };
  }
  const questions: ClientQuestionSummaryView[] = summary.questions.map((q) => ({
    questionId: q.questionId,
    questionText: q.questionText,
    questionType: q.questionType,
    answered: q.answered,
    options: q.options?.map(({ label, count }) => ({ label, count })) ?? null,
    mean: q.mean,
    npsScore: q.nps?.score ?? null,
  }));
  return { responses: summary.total, hiddenReason: null, questions };
}

export type SegmentInput = {
  key: string;
  label: string;
  groups: Array<{ label: string; n: number; questions: ClientGroupFigureView[] }>;
};

/** What a split reads: a hidden field, the language answered in, or a single-choice question's options. */
export type SplitSource =
  { kind: 'hidden-field'; key: string } | { kind: 'language' } | { kind: 'answer'; questionId: string };

export type SplitPlan = {
  key: string;
  label: string;
  source: SplitSource;
  /** A group's label from the value stored (an option's id, a language code); the value itself when absent. */
  labels: Readonly<Record<string, string>>;
  /** Shown only with two groups or more (the language: a survey offered in two that all answered in one). */
  onlyIfSplit: boolean;
};

export type SplitQuestion = {
  id: string;
  questionText: string;
  questionType: QuestionType;
  analysisRole?: AnalysisRole | null;
  options: Array<{ id: string; label: string }> | null;
};

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', ur: 'اردو (Urdu)' };

/**
 * The splits a client page offers: each shareable hidden field (team, site), the language answered in when
 * the survey has more than one (and answers came in two), and each single-choice question that says who answered (its analysis role
 * `segment`, set or inferred): "Which department are you in?" splits like a team field would.
 */
export function clientSplitPlans(
  hiddenFields: ReadonlyArray<{ key: string; label: string }>,
  questions: readonly SplitQuestion[],
  languages: readonly string[],
): SplitPlan[] {
  const byField = hiddenFields.map((field) => ({
    key: field.key,
    label: field.label,
    source: { kind: 'hidden-field', key: field.key } as const,
    labels: {},
    onlyIfSplit: false,
  }));
  const byLanguage =
    languages.length > 1
      ? [
          {
            key: 'answer-language',
            label: 'Language',
            source: { kind: 'language' } as const,
            labels: LANGUAGE_NAMES,
            onlyIfSplit: true,
          },
        ]
      : [];
  const byAnswer = questions
    .filter((q) => q.questionType === 'single_choice' && q.options && q.options.length > 0)
    .filter(
      (q) =>
        (q.analysisRole ??
          inferAnalysisRole({
            text: q.questionText,
            questionType: q.questionType,
            options: q.options!.map((o) => o.label),
          })) === 'segment',
    )
    .map((q) => ({
      key: `question-${q.id}`,
      label: q.questionText,
      source: { kind: 'answer', questionId: q.id } as const,
      labels: Object.fromEntries(q.options!.map((o) => [o.id, o.label])),
      onlyIfSplit: false,
    }));
  return [...byField, ...byLanguage, ...byAnswer];
}

/** Each split with its groups under the floor hidden (and the next smallest, where needed), saying why. */
export function clientSegments(splits: readonly SegmentInput[], rules: LinkRules): ClientSegmentSplitView[] {
  return splits.map((split) => {
    const groups: Group<ClientGroupFigureView[]>[] = split.groups.map((g) => ({
      label: g.label,
      n: g.n,
      figures: g.questions,
    }));
    return {
      key: split.key,
      label: split.label,
      groups: guardGroups(groups, rules.minGroupSize).map((g) =>
        g.hidden
          ? { label: g.label, hidden: true, n: null, hiddenReason: g.hiddenReason, questions: null }
          : { label: g.label, hidden: false, n: g.n, hiddenReason: null, questions: g.figures },
      ),
    };
  });
}

export type FreeTextInput = {
  questions: Array<{ id: string; questionText: string; questionType: QuestionType }>;
  answers: Array<{ questionId: string; text: string }>;
  total: number;
};

/**
 * The free-text answers, masked; null when the link shows none (its default), and none at all when fewer
 * people answered the survey than the floor (a few answers are too easily told apart).
 */
export function clientFreeText(input: FreeTextInput, rules: LinkRules): ClientFreeTextView[] | null {
  if (!rules.freeText) return null;
  if (!showsGroupOf(input.total, rules.minGroupSize)) return [];
  return input.questions
    .filter((q) => FREE_TEXT_TYPES.includes(q.questionType))
    .map((q) => ({
      questionId: q.id,
      questionText: q.questionText,
      answers: input.answers
        .filter((a) => a.questionId === q.id && a.text.trim() !== '')
        .map((a) => maskPersonalText(a.text.trim())),
    }))
    .filter((q) => q.answers.length > 0);
}

export type FindingsInput = {
  themes: Array<{
    name: string;
    summary: string;
    responseCount: number;
    share: number;
    quotes: Array<{ text: string }>;
    hidden: boolean;
    origin: string;
  }>;
  opportunities: Array<{
    title: string;
    description: string;
    score: number;
    hoursSavedPerWeek: number | null;
    themeNames: string[];
  }>;
};

/**
 * The report as curated: the themes the consultant kept (hidden ones and unkept candidates left out), a
 * theme raised by fewer than the floor with its count hidden, quotes only when the link shows free text
 * (masked). The analysis's sentences are masked too: they may repeat a name from an answer.
 */
export function clientReport(findings: FindingsInput, rules: LinkRules): ClientReportView {
  const themes: ClientThemeView[] = findings.themes
    .filter((t) => !t.hidden && t.origin !== 'candidate' && t.responseCount > 0)
    .map((t) => {
      const shown = showsGroupOf(t.responseCount, rules.minGroupSize);
      return {
        name: t.name,
        summary: shown ? maskPersonalText(t.summary) : '',
        responseCount: shown ? t.responseCount : null,
        share: shown ? t.share : null,
        hiddenReason: shown ? null : hiddenGroupReason(rules.minGroupSize),
        quotes: shown && rules.freeText ? t.quotes.map((q) => maskPersonalText(q.text)) : [],
      };
    });
  const opportunities: ClientOpportunityView[] = findings.opportunities.map((o) => ({
    title: o.title,
    description: maskPersonalText(o.description),
    score: o.score,
    hoursSavedPerWeek: o.hoursSavedPerWeek,
    themeNames: o.themeNames,
  }));
  return { themes, opportunities };
}

type Block = { kind: string; items?: unknown };
type Document = { pages: Array<Array<{ blocks: Block[] }>> };

/** The proposal with its quotes blocks masked, or left out when the link shows no free text. */
export function clientProposal<D extends Document>(document: D, rules: LinkRules): D {
  const pages = document.pages.map((page) =>
    page.map((section) => ({
      ...section,
      blocks: section.blocks.flatMap((block): Block[] => {
        if (block.kind !== 'quotes') return [block];
        if (!rules.freeText) return [];
        const items = (block.items as Array<{ text: string; gloss: string | null; withdrawn: boolean }>).map(
          (item) => ({
            ...item,
            text: item.withdrawn ? item.text : maskPersonalText(item.text),
            gloss: item.gloss === null ? null : maskPersonalText(item.gloss),
          }),
        );
        return [{ ...block, items }];
      }),
    })),
  );
  return { ...document, pages };
}

/** Coverage as the personal links count it (the staff's figures, within the link's floor); each row's reason is the page's own. */
export type CoverageInput = Pick<CoverageView, 'minGroupSize' | 'headcount' | 'invited' | 'started' | 'completed'> & {
  rows: Array<Omit<CoverageView['rows'][number], 'hiddenReason'>>;
};

/**
 * Coverage by team for the client: the rows as counted within the link's floor (smaller teams together), each
 * withheld row with the reason in both languages and its label left to the page (kind), and the totals
 * withheld too while a row is, since the total less the rows shown would give it away. No names: teams only.
 */
export function clientCoverage(coverage: CoverageInput): ClientCoverageView {
  const withheld = coverage.rows.some((row) => row.invited === null);
  const reason = hiddenTeamsReason(coverage.minGroupSize);
  return {
    minGroupSize: coverage.minGroupSize,
    headcount: coverage.headcount,
    invited: withheld ? null : coverage.invited,
    started: withheld ? null : coverage.started,
    completed: withheld ? null : coverage.completed,
    rows: coverage.rows.map((row) => ({
      team: row.combined || row.noTeam ? null : row.team,
      kind: row.combined ? 'combined' : row.noTeam ? 'no-team' : 'team',
      teams: row.teams,
      headcount: row.headcount,
      invited: row.invited,
      started: row.started,
      completed: row.completed,
      hiddenReason: row.invited === null ? reason : null,
    })),
  };
}

export const numericQuestion = (type: QuestionType): boolean => NUMERIC_TYPES.includes(type);
