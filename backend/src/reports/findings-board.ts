// The findings board: the consultant's curation of a report's themes, as a pure fold of curation events
// over the analysis result. Everything is keyed by ids (theme ids, response ids, quote keys), never by
// the respondents' words, so the events hold no personal data and the quotes stay under the quoted
// responses' keys; the words are put back when the board is read (curatedFindings).
import { iceScore, type AnalyseResponsesResult, type ReportQuote } from '@seedline/shared';

/** A quote's stable key: the response, the question and whether it answers a follow-up. */
export const quoteKeyOf = (quote: Pick<ReportQuote, 'responseId' | 'questionId' | 'source'>): string =>
  `${quote.responseId}/${quote.questionId}/${quote.source}`;

export type IceOverride = {
  impact: number;
  confidence: number;
  ease: number;
  reason: string;
};

export type BoardTheme = {
  id: string;
  name: string;
  /** The name the analysis gave (or the split's first name). */
  originalName: string;
  /** analysis: a theme of the analysis; split: split off by the consultant; candidate: new at a re-run, not yet kept. */
  origin: 'analysis' | 'split' | 'candidate';
  responseIds: string[];
  /** The quotes chosen, in order; null: the analysis's own, in its order. */
  quoteKeys: string[] | null;
  hidden: { reason: string } | null;
  segmentNotes: string | null;
  /** Analysis theme ids merged into this one (its own included): what opportunities and re-runs resolve through. */
  sources: string[];
};

export type Board = {
  themes: BoardTheme[];
  ice: Record<string, IceOverride>;
  /** What a re-run changed, said on the board until the next re-run. */
  changes: BoardChange[];
};

export type BoardChange =
  { kind: 'joined'; themeId: string; responses: number } | { kind: 'candidate'; themeId: string; responses: number };

/** The curation carried from an earlier report of the survey into a re-run. */
export type CurationBaseline = {
  fromReportId: string;
  themes: Array<Pick<BoardTheme, 'id' | 'name' | 'responseIds' | 'quoteKeys' | 'hidden' | 'segmentNotes' | 'sources'>>;
  ice: Record<string, IceOverride>;
};

// ---- curation events' data (the events themselves are in report.events.ts) ----

export type CurationChange =
  | { type: 'ThemeRenamed'; data: { themeId: string; name: string } }
  | { type: 'ThemesMerged'; data: { themeId: string; intoThemeId: string } }
  | { type: 'ThemeSplit'; data: { themeId: string; newThemeId: string; name: string; responseIds: string[] } }
  | { type: 'ThemeHidden'; data: { themeId: string; reason: string } }
  | { type: 'ThemeShown'; data: { themeId: string } }
  | { type: 'ThemeKept'; data: { themeId: string } }
  | { type: 'AnswerMoved'; data: { responseId: string; fromThemeId: string; toThemeId: string } }
  | { type: 'QuotesChosen'; data: { themeId: string; quoteKeys: string[] } }
  | { type: 'SegmentNotesSet'; data: { themeId: string; notes: string } }
  | {
      type: 'IceScoresEdited';
      data: { opportunityId: string; impact: number; confidence: number; ease: number; reason: string };
    };

export const CURATION_TYPES = [
  'ThemeRenamed',
  'ThemesMerged',
  'ThemeSplit',
  'ThemeHidden',
  'ThemeShown',
  'ThemeKept',
  'AnswerMoved',
  'QuotesChosen',
  'SegmentNotesSet',
  'IceScoresEdited',
] as const satisfies readonly CurationChange['type'][];

/** Members of an analysis theme: its response ids, or (reports made before they were kept) its quotes' responses. */
function membersOf(theme: AnalyseResponsesResult['themes'][number]): string[] {
  return [...new Set(theme.responseIds ?? theme.quotes.map((q) => q.responseId))];
}

/** The board as the analysis left it: every theme, none curated. */
export function boardFrom(result: AnalyseResponsesResult): Board {
  return {
    themes: result.themes.map((theme) => ({
      id: theme.id,
      name: theme.name,
      originalName: theme.name,
      // A model's themes (candidate: true) are shown and drafted like the offline method's: holding them
      // back until kept would leave an OpenAI report's proposal empty. Only a re-run's new themes wait.
      origin: 'analysis',
      responseIds: membersOf(theme),
      quoteKeys: null,
      hidden: null,
      segmentNotes: null,
      sources: [theme.id],
    })),
    ice: {},
    changes: [],
  };
}

/**
 * A re-run's board: the earlier curation kept, the new analysis fitted into it. An analysis theme that
 * the baseline knows (by id, through a merge, or by most of its earlier responses) gives its new
 * responses to that curated theme; one it does not know is offered as a candidate, not imposed.
 */
export function carryCuration(baseline: CurationBaseline, result: AnalyseResponsesResult): Board {
  const themes: BoardTheme[] = baseline.themes.map((t) => ({
    ...t,
    originalName: t.name,
    origin: 'analysis',
    responseIds: [...t.responseIds],
    quoteKeys: t.quoteKeys ? [...t.quoteKeys] : null,
    sources: [...t.sources],
  }));
  const placed = new Map<string, BoardTheme>();
  for (const theme of themes) for (const id of theme.responseIds) placed.set(id, theme);
  const changes: BoardChange[] = [];
  for (const fresh of result.themes) {
    const members = membersOf(fresh);
    const known =
      themes.find((t) => t.sources.includes(fresh.id)) ??
      mostOverlapping(
        themes,
        members.filter((id) => placed.has(id)),
        placed,
        members.length,
      );
    const newcomers = members.filter((id) => !placed.has(id));
    if (known) {
      if (newcomers.length === 0) continue;
      known.responseIds.push(...newcomers);
      if (!known.sources.includes(fresh.id)) known.sources.push(fresh.id);
      for (const id of newcomers) placed.set(id, known);
      changes.push({ kind: 'joined', themeId: known.id, responses: newcomers.length });
    } else if (newcomers.length > 0) {
      const candidate: BoardTheme = {
        id: fresh.id,
        name: fresh.name,
        originalName: fresh.name,
        origin: 'candidate',
        responseIds: newcomers,
        quoteKeys: null,
        hidden: null,
        segmentNotes: null,
        sources: [fresh.id],
      };
      themes.push(candidate);
      for (const id of newcomers) placed.set(id, candidate);
      changes.push({ kind: 'candidate', themeId: candidate.id, responses: newcomers.length });
    }
  }
  return { themes, ice: { ...baseline.ice }, changes };
}

/** The curated theme holding most of these responses, when it holds at least half of the fresh theme. */
function mostOverlapping(
  themes: BoardTheme[],
  earlier: string[],
  placed: Map<string, BoardTheme>,
  size: number,
): BoardTheme | undefined {
  const counts = new Map<BoardTheme, number>();
  for (const id of earlier) {
    const theme = placed.get(id)!;
    counts.set(theme, (counts.get(theme) ?? 0) + 1);
  }
  let best: BoardTheme | undefined;
  let most = 0;
  for (const theme of themes) {
    const n = counts.get(theme) ?? 0;
    if (n > most) [best, most] = [theme, n];
  }
  return best && most * 2 >= size ? best : undefined;
}

/** What the board carries into a re-run: the curated themes (candidates not kept stay behind). */
export function baselineOf(board: Board, fromReportId: string): CurationBaseline {
  return {
    fromReportId,
    themes: board.themes
      .filter((t) => t.origin !== 'candidate')
      .map(({ id, name, responseIds, quoteKeys, hidden, segmentNotes, sources }) => ({
        id,
        name,
        responseIds,
        quoteKeys,
        hidden,
        segmentNotes,
        sources,
      })),
    ice: board.ice,
  };
}

const withTheme = (board: Board, themeId: string, change: (theme: BoardTheme) => BoardTheme): Board => ({
  ...board,
  themes: board.themes.map((t) => (t.id === themeId ? change(t) : t)),
});

/** One curation change applied to the board. Pure: the decider checked it first; a change that no longer fits is skipped. */
export function applyCuration(board: Board, change: CurationChange): Board {
  const find = (id: string) => board.themes.find((t) => t.id === id);
  switch (change.type) {
    case 'ThemeRenamed':
      return withTheme(board, change.data.themeId, (t) => ({ ...t, name: change.data.name }));
    case 'ThemesMerged': {
      const from = find(change.data.themeId);
      const into = find(change.data.intoThemeId);
      if (!from || !into || from === into) return board;
      const held = new Set(into.responseIds);
      const merged: BoardTheme = {
        ...into,
        origin: into.origin === 'candidate' && from.origin !== 'candidate' ? 'analysis' : into.origin,
        responseIds: [...into.responseIds, ...from.responseIds.filter((id) => !held.has(id))],
        quoteKeys: into.quoteKeys && from.quoteKeys ? [...into.quoteKeys, ...from.quoteKeys] : into.quoteKeys,
        sources: [...into.sources, ...from.sources],
        segmentNotes: joinNotes(into.segmentNotes, from.segmentNotes),
      };
      return {
        ...board,
        themes: board.themes.filter((t) => t !== from).map((t) => (t === into ? merged : t)),
      };
    }
    case 'ThemeSplit': {
      const from = find(change.data.themeId);
      if (!from) return board;
      const picked = new Set(change.data.responseIds);
      const split: BoardTheme = {
        id: change.data.newThemeId,
        name: change.data.name,
        originalName: change.data.name,
        origin: 'split',
        responseIds: from.responseIds.filter((id) => picked.has(id)),
        quoteKeys: null,
        hidden: null,
        segmentNotes: null,
        sources: [],
      };
      const rest: BoardTheme = { ...from, responseIds: from.responseIds.filter((id) => !picked.has(id)) };
      const at = board.themes.indexOf(from);
      return { ...board, themes: [...board.themes.slice(0, at), rest, split, ...board.themes.slice(at + 1)] };
    }
    case 'ThemeHidden':
      return withTheme(board, change.data.themeId, (t) => ({ ...t, hidden: { reason: change.data.reason } }));
    case 'ThemeShown':
      return withTheme(board, change.data.themeId, (t) => ({ ...t, hidden: null }));
    case 'ThemeKept':
      return withTheme(board, change.data.themeId, (t) => ({
        ...t,
        origin: t.origin === 'candidate' ? 'analysis' : t.origin,
      }));
    case 'AnswerMoved': {
      const { responseId, fromThemeId, toThemeId } = change.data;
      if (!find(fromThemeId) || !find(toThemeId)) return board;
      return {
        ...board,
        themes: board.themes.map((t) => {
          if (t.id === fromThemeId) return { ...t, responseIds: t.responseIds.filter((id) => id !== responseId) };
          if (t.id === toThemeId && !t.responseIds.includes(responseId)) {
            return { ...t, responseIds: [...t.responseIds, responseId] };
          }
          return t;
        }),
      };
    }
    case 'QuotesChosen':
      return withTheme(board, change.data.themeId, (t) => ({ ...t, quoteKeys: [...change.data.quoteKeys] }));
    case 'SegmentNotesSet':
      return withTheme(board, change.data.themeId, (t) => ({ ...t, segmentNotes: change.data.notes || null }));
    case 'IceScoresEdited': {
      const { opportunityId, impact, confidence, ease, reason } = change.data;
      return { ...board, ice: { ...board.ice, [opportunityId]: { impact, confidence, ease, reason } } };
    }
    default: {
      const unhandled: never = change;
      throw new Error(`Unknown curation change ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

function joinNotes(a: string | null, b: string | null): string | null {
  if (a && b) return `${a}\n${b}`;
  return a ?? b;
}

// ---- the board read: the curation over the analysis, with the quotes still standing ----

export type CuratedTheme = {
  id: string;
  name: string;
  originalName: string;
  summary: string;
  origin: BoardTheme['origin'];
  responseCount: number;
  share: number;
  /** The quotes shown, in order (chosen, else the analysis's own). */
  quotes: ReportQuote[];
  /** Every quote of its answers still standing, for choosing. */
  availableQuotes: ReportQuote[];
  hidden: boolean;
  hiddenReason: string | null;
  segmentNotes: string | null;
  keyphrases: string[];
  /** The analysis themes it holds (more than one after a merge). */
  sources: string[];
};

export type CuratedOpportunity = Omit<AnalyseResponsesResult['opportunities'][number], 'quotes'> & {
  quotes: ReportQuote[];
  themeNames: string[];
  /** The consultant's reason when they edited the ICE scores. */
  iceEditReason: string | null;
};

export type CuratedFindings = {
  themes: CuratedTheme[];
  opportunities: CuratedOpportunity[];
  changes: BoardChange[];
};

const share = (n: number, total: number) => Math.round((n / Math.max(1, total)) * 1000) / 1000;

/**
 * The board read: curated themes with their quotes (only of answers they hold, none of an erased
 * response), and the opportunities resolved through the curated themes (hidden themes serve none).
 * `result` holds only the quotes still standing; `erased` are responses erased since.
 */
export function curatedFindings(
  board: Board,
  result: AnalyseResponsesResult,
  erased: ReadonlySet<string>,
): CuratedFindings {
  const pool = new Map<string, ReportQuote>();
  for (const owner of [...result.themes, ...result.opportunities]) {
    for (const quote of owner.quotes)
      if (!erased.has(quote.responseId) && !pool.has(quoteKeyOf(quote))) pool.set(quoteKeyOf(quote), quote);
  }
  const byId = new Map(result.themes.map((t) => [t.id, t]));
  const total = Math.max(0, result.coverage.responses - erased.size);
  const themes = board.themes.map((theme): CuratedTheme => {
    const members = theme.responseIds.filter((id) => !erased.has(id));
    const memberSet = new Set(members);
    const available = [...pool.values()].filter((q) => memberSet.has(q.responseId));
    const own = theme.sources.flatMap((id) => byId.get(id)?.quotes ?? []).map(quoteKeyOf);
    const order = theme.quoteKeys ?? own;
    const quotes = distinctQuotes(
      order.map((key) => pool.get(key)).filter((q): q is ReportQuote => !!q && memberSet.has(q.responseId)),
    );
    const source = byId.get(theme.sources[0] ?? '');
    // Renamed only: the analysis's sentence still holds (its counts are the theme's).
    const unchanged = theme.sources.length === 1 && source && members.length === membersOf(source).length;
    return {
      id: theme.id,
      name: theme.name,
      originalName: theme.originalName,
      summary: unchanged ? source.summary : raisedBy(members.length, total),
      origin: theme.origin,
      responseCount: members.length,
      share: share(members.length, total),
      quotes: theme.quoteKeys ? quotes : quotes.slice(0, 5),
      availableQuotes: available,
      hidden: theme.hidden !== null,
      hiddenReason: theme.hidden?.reason ?? null,
      segmentNotes: theme.segmentNotes,
      keyphrases: theme.sources.flatMap((id) => byId.get(id)?.keyphrases ?? []).slice(0, 6),
      sources: theme.sources,
    };
  });
  const shown = themes.filter((t) => !t.hidden && t.origin !== 'candidate' && t.responseCount > 0);
  const opportunities = result.opportunities.flatMap((opportunity): CuratedOpportunity[] => {
    const serves = shown.filter((t) => t.sources.some((id) => opportunity.themeIds.includes(id)));
    if (serves.length === 0) return [];
    const members = new Set(serves.flatMap((t) => board.themes.find((b) => b.id === t.id)!.responseIds));
    const ownQuotes = opportunity.quotes
      .map((q) => pool.get(quoteKeyOf(q)))
      .filter((q): q is ReportQuote => !!q && members.has(q.responseId));
    // The quotes the consultant chose for its themes come first; else the analysis's own.
    const chosen = serves.filter((t) => board.themes.find((b) => b.id === t.id)!.quoteKeys !== null);
    const quotes = distinctQuotes(
      chosen.length > 0
        ? [...chosen.flatMap((t) => t.quotes), ...ownQuotes]
        : [...ownQuotes, ...serves.flatMap((t) => t.quotes)],
    ).slice(0, 3);
    const edit = board.ice[opportunity.id];
    const { quotes: _quotes, ...rest } = opportunity;
    return [
      {
        ...rest,
        ...(edit
          ? {
              impact: { value: edit.impact, reason: edit.reason },
              confidence: { value: edit.confidence, reason: edit.reason },
              ease: { value: edit.ease, reason: edit.reason },
              score: iceScore(edit.impact, edit.confidence, edit.ease),
            }
          : {}),
        themeIds: serves.map((t) => t.id),
        themeNames: serves.map((t) => t.name),
        quotes,
        iceEditReason: edit?.reason ?? null,
      },
    ];
  });
  opportunities.sort((a, b) => b.score - a.score);
  return { themes, opportunities, changes: board.changes };
}

/** Never the same words twice. */
function distinctQuotes(quotes: ReportQuote[]): ReportQuote[] {
  const seen = new Set<string>();
  return quotes.filter((q) => {
    const words = q.text.trim().toLowerCase();
    if (seen.has(words)) return false;
    seen.add(words);
    return true;
  });
}

function raisedBy(n: number, total: number): string {
  const pct = Math.round((n / Math.max(1, total)) * 100);
  return `Raised in ${n} of ${total} ${total === 1 ? 'response' : 'responses'} (${pct}%).`;
}
