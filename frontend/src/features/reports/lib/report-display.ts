// Pure wording of a responses report on the admin screens: shares, coverage, timing, progress
// and the rows of the opportunities table.
import type {
  AnalysisProvider,
  Question,
  ReportCoverage,
  ReportOpportunity,
  ReportQuote,
  ReportStatus,
  ReportTheme,
} from '@/types/generated/api';
import { formatDate } from '@/lib/format-date';

export const isFinished = (status: ReportStatus): boolean => status === 'completed' || status === 'failed';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '12 of 40 responses (30%)' */
export const shareText = (count: number, total: number): string => {
  const percent = total > 0 ? Math.round((count / total) * 100) : 0;
  return `${count} of ${plural(total, 'response', 'responses')} (${percent}%)`;
};

/** '40 responses, Mar 4, 2026 – Mar 9, 2026' (one date when the span is a single day). */
export const coverageText = (coverage: ReportCoverage, timeZone?: string): string => {
  const count = plural(coverage.responses, 'response', 'responses');
  if (!coverage.from || !coverage.to) return count;
  const from = formatDate(coverage.from, timeZone);
  const to = formatDate(coverage.to, timeZone);
  return from === to ? `${count}, ${from}` : `${count}, ${from} – ${to}`;
};

/** '850 ms', '4.2 s', '2 min 5 s'; null while the report has not ended. */
export const durationText = (ms: number | null): string | null => {
  if (ms === null) return null;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)} min${rest ? ` ${rest} s` : ''}`;
};

export const providerLabel = (provider: AnalysisProvider): string =>
  provider === 'openai' ? 'OpenAI' : 'Offline analysis';

export const statusText = (status: ReportStatus): string =>
  ({ queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed' })[status];

/** What the progress bar says while the analysis runs. */
export const progressLabel = (status: ReportStatus, progress: number): string => {
  if (status === 'queued') return 'Waiting to start…';
  if (status === 'completed') return 'Report ready';
  if (status === 'failed') return 'Analysis stopped';
  if (progress < 70) return 'Reading responses…';
  if (progress < 95) return 'Finding themes and opportunities…';
  return 'Checking quotes…';
};

/** A whole percentage 0..100 for the progress bar, whatever the server sent. */
export const clampProgress = (progress: number): number =>
  Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : 0;

export const droppedQuotesText = (dropped: number): string =>
  dropped === 0
    ? 'No invented quotes: every quote the analysis gave was found word for word in its answer.'
    : `${plural(dropped, 'invented quote was', 'invented quotes were')} dropped because ${dropped === 1 ? 'it was' : 'they were'} not found word for word in the answers.`;

/** 'Q2. What slows you down?' or 'Follow-up to Q2. What slows you down?' */
export const quoteQuestionText = (quote: ReportQuote, questions: readonly Question[]): string => {
  const index = questions.findIndex((q) => q.id === quote.questionId);
  if (index < 0) return quote.source === 'follow-up' ? 'A follow-up question' : 'A removed question';
  const label = `Q${index + 1}. ${questions[index].questionText}`;
  return quote.source === 'follow-up' ? `Follow-up to ${label}` : label;
};

export type OpportunityRow = {
  id: string;
  rank: number;
  title: string;
  description: string;
  impact: ReportOpportunity['impact'];
  confidence: ReportOpportunity['confidence'];
  ease: ReportOpportunity['ease'];
  /** '7.3' */
  score: string;
  themes: string[];
  /** '30 h/week' or null when no answer stated times. */
  hours: string | null;
  arithmetic: string | null;
  quotes: ReportQuote[];
};

const formatHours = (hours: number): string => `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h/week`;

/** The opportunities ranked by ICE score, best first (ties keep the report's order), with theme names. */
export const opportunityRows = (
  opportunities: readonly ReportOpportunity[],
  themes: readonly ReportTheme[],
): OpportunityRow[] => {
  const names = new Map(themes.map((t) => [t.id, t.name]));
  return opportunities
    .map((o, index) => ({ o, index }))
    .sort((a, b) => b.o.score - a.o.score || a.index - b.index)
    .map(({ o }, i) => ({
      id: o.id,
      rank: i + 1,
      title: o.title,
      description: o.description,
      impact: o.impact,
      confidence: o.confidence,
      ease: o.ease,
      score: o.score.toFixed(1),
      themes: o.themeIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name)),
      hours: o.hoursSavedPerWeek === null ? null : formatHours(o.hoursSavedPerWeek),
      arithmetic: o.hoursSavedArithmetic,
      quotes: o.quotes,
    }));
};

/** Segments of fewer analysed responses than this are merged into "Other segments", as the summary's split does. */
export const MIN_SEGMENT = 5;

type SegmentCounts = Record<string, Record<string, number>>;

/**
 * Who raises a theme, by one hidden field: "Raised by 9 of 12 in finance, 2 of 20 in operations".
 * Largest segments first; segments under MIN_SEGMENT analysed responses are merged into "Other
 * segments", which is left out when still under it (so nobody is singled out). Null without segments.
 */
export const segmentShareText = (
  theme: SegmentCounts | undefined,
  analysed: SegmentCounts | undefined,
  key: string,
): string | null => {
  const totals = analysed?.[key];
  if (!totals) return null;
  const raised = theme?.[key] ?? {};
  const parts: string[] = [];
  let other = { raised: 0, of: 0 };
  const values = Object.entries(totals).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  for (const [value, of] of values) {
    if (of < MIN_SEGMENT) other = { raised: other.raised + (raised[value] ?? 0), of: other.of + of };
    else parts.push(`${raised[value] ?? 0} of ${of} in ${value}`);
  }
  if (other.of >= MIN_SEGMENT) parts.push(`${other.raised} of ${other.of} in other segments`);
  return parts.length > 0 ? `Raised by ${parts.join(', ')}` : null;
};

const lowQualityResponses = (n: number) => `${n} low-quality ${n === 1 ? 'response' : 'responses'}`;

/** "1 low-quality response left out", "3 low-quality responses left out" (issue 50). */
export const lowQualityLeftOut = (n: number): string => `${lowQualityResponses(n)} left out`;

/**
 * What the report did with low-quality responses (issue 50): "3 low-quality responses left out", or
 * "3 low-quality responses counted" when asked to include them; null when it met none.
 */
export const reportQualityText = (report: { lowQualityExcluded: number; lowQualityIncluded: number }): string | null =>
  report.lowQualityExcluded > 0
    ? lowQualityLeftOut(report.lowQualityExcluded)
    : report.lowQualityIncluded > 0
      ? `${lowQualityResponses(report.lowQualityIncluded)} counted`
      : null;
