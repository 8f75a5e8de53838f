// The per-question summary above the responses (GET /api/surveys/{id}/summary) as the screen shows
// it: counts as text beside bars, mean and distribution, NPS, median, yes/no. Pure.
import type { AnswerSummary, QuestionSummary } from '@/types/generated/api';
import { answeredText } from './count-text';
import { unitFor } from './unit-plural';

export type { QuestionSummary };

/** GET /api/surveys/{id}/summary. */
export type SurveySummary = AnswerSummary;

export type Bar = { label: string; count: number; /** 0–100, of the answers to this question */ percent: number };

export type Figure = { label: string; value: string };

export type SummaryDisplay = {
  questionId: string;
  questionText: string;
  answeredText: string;
  figures: Figure[];
  bars: Bar[];
  /** The bars are a 0–10 or 1–5 distribution or a number's histogram (drawn as columns), not labelled options. */
  distribution: boolean;
  /** A number question's unit, under its histogram ("hours per week"); null otherwise. */
  unit: string | null;
  /** Text questions: the most frequent keyphrases, with the answers holding each. */
  keyphrases: { phrase: string; count: number }[];
  /** Text questions: a few answers to read. */
  samples: string[];
};

const percent = (count: number, of: number): number => (of === 0 ? 0 : Math.round((100 * count) / of));

const bars = (items: { label: string; count: number }[], of: number): Bar[] =>
  items.map((item) => ({ ...item, percent: percent(item.count, of) }));

/** One decimal, without a trailing .0 (4.5, 4, 12.3). */
export const formatNumber = (value: number): string =>
  Number.isInteger(value) ? String(value) : (Math.round(value * 10) / 10).toFixed(1);

const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));

/** A histogram bin's label: '3' or '1–2' (en dash). */
export const binLabel = (bin: { from: number; to: number }): string =>
  bin.from === bin.to ? formatNumber(bin.from) : `${formatNumber(bin.from)}–${formatNumber(bin.to)}`;

const withUnit = (value: number, unit: string | null | undefined): string =>
  unit && unit.trim() !== '' ? `${formatNumber(value)} ${unitFor(value, unit)}` : formatNumber(value);

/**
 * One question's card; a number question's unit (from the question) makes its figures read "3.5 hours
 * per week". With the responses' total, a question some paths skip says its base: "2 answers of 3 shown".
 */
export const summaryDisplay = (
  summary: QuestionSummary,
  unit: string | null = null,
  total?: number,
): SummaryDisplay => {
  const { answered } = summary;
  const figures: Figure[] = [];
  let items: { label: string; count: number }[] = [];
  let distribution = false;
  switch (summary.questionType) {
    case 'single_choice':
    case 'multiple_choice':
      items = (summary.options ?? []).map((o) => ({ label: o.label, count: o.count }));
      if (summary.otherCount !== null) items.push({ label: 'Other', count: summary.otherCount });
      break;
    case 'rating':
    case 'scale':
      if (summary.mean !== null) figures.push({ label: 'Mean', value: formatNumber(summary.mean) });
      if (summary.nps)
        figures.push(
          { label: 'NPS', value: signed(summary.nps.score) },
          { label: 'Promoters (9–10)', value: String(summary.nps.promoters) },
          { label: 'Passives (7–8)', value: String(summary.nps.passives) },
          { label: 'Detractors (0–6)', value: String(summary.nps.detractors) },
        );
      items = (summary.distribution ?? []).map((d) => ({ label: String(d.value), count: d.count }));
      distribution = true;
      break;
    case 'number':
      if (summary.median !== null) figures.push({ label: 'Median', value: withUnit(summary.median, unit) });
      if (summary.mean !== null) figures.push({ label: 'Mean', value: withUnit(summary.mean, unit) });
      items = (summary.histogram ?? []).map((bin) => ({ label: binLabel(bin), count: bin.count }));
      distribution = true;
      break;
    case 'yes_no':
      items = [
        { label: 'Yes', count: summary.yes ?? 0 },
        { label: 'No', count: summary.no ?? 0 },
      ];
      break;
    case 'text':
    case 'textarea':
      break;
    default: {
      const unknown: never = summary.questionType;
      return unknown;
    }
  }
  return {
    questionId: summary.questionId,
    questionText: summary.questionText,
    answeredText: answeredText(answered, total !== undefined && summary.base < total ? summary.base : undefined),
    figures,
    // Multiple choice counts each chosen option, so its percents are of the people who answered.
    bars: bars(items, answered),
    distribution,
    unit: summary.questionType === 'number' && unit && unit.trim() !== '' ? unit.trim() : null,
    keyphrases: summary.keyphrases ?? [],
    samples: summary.samples ?? [],
  };
};
