// The summary split by a hidden field as a table: a column per segment (its label and n), a row per
// question, each cell the segment's answers, mean and NPS for that question. Pure.
import type { Question, SummarySplit } from '@/types/generated/api';

export type SplitColumn = { label: string; n: number; note: string | null };
export type SplitRow = { questionId: string; label: string; cells: string[] };
export type SplitTable = { columns: SplitColumn[]; rows: SplitRow[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Means as the summary shows them: at most two decimals. */
const number = (value: number) => String(Math.round(value * 100) / 100);

export const WITHHELD_TEXT = 'Too few responses to show';

export function splitTable(split: SummarySplit, questions: readonly Question[]): SplitTable {
  const columns = split.segments.map((segment) => ({
    label: segment.label,
    n: segment.n,
    note: segment.merged > 0 ? `${plural(segment.merged, 'segment', 'segments')} under ${split.minSegmentSize}` : null,
  }));
  const rows = questions.map((question, index) => ({
    questionId: question.id,
    label: `Q${index + 1}. ${question.questionText}`,
    cells: split.segments.map((segment) => {
      if (segment.questions === null) return WITHHELD_TEXT;
      const figures = segment.questions.find((q) => q.questionId === question.id);
      if (!figures || figures.answered === 0) return 'No answers';
      const parts = [plural(figures.answered, 'answer', 'answers')];
      if (figures.mean !== null) parts.push(`mean ${number(figures.mean)}`);
      if (figures.npsScore !== null) parts.push(`NPS ${figures.npsScore}`);
      return parts.join(' · ');
    }),
  }));
  return { columns, rows };
}
