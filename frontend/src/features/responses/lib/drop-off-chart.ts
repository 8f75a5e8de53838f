// Pure: the drop-off chart's numbers (bars, percentages, losses) from the API's counts.
import type { DropOff, DropOffSegment } from '@/types/generated/api';

/** Which responses the chart shows: all of them, one mode, or one language. */
export type DropOffSlice = 'all' | 'traditional' | 'ai_chat' | 'en' | 'ur' | 'none';

export const DROP_OFF_SLICES: ReadonlyArray<{ value: DropOffSlice; label: string }> = [
  { value: 'all', label: 'All responses' },
  { value: 'traditional', label: 'Traditional' },
  { value: 'ai_chat', label: 'AI chat' },
  { value: 'en', label: 'English' },
  { value: 'ur', label: 'Urdu' },
  { value: 'none', label: 'Language not recorded' },
];

export const isDropOffSlice = (value: string): value is DropOffSlice =>
  DROP_OFF_SLICES.some((slice) => slice.value === value);

export const segmentOf = (dropOff: DropOff, slice: DropOffSlice): DropOffSegment => {
  switch (slice) {
    case 'all':
      return dropOff;
    case 'traditional':
    case 'ai_chat':
      return dropOff.byMode[slice];
    case 'en':
    case 'ur':
    case 'none':
      return dropOff.byLanguage[slice];
    default: {
      const unknown: never = slice;
      throw new Error(`Unknown slice ${String(unknown)}`);
    }
  }
};

/** A count as a share of the responses started. */
export type Bar = {
  count: number;
  /** Whole percent of started, for the label (0 when nobody started). */
  percent: number;
  /** Exact share of started, 0..100, for the bar's length. */
  width: number;
  /** '4 (80%)' */
  label: string;
};

export type DropOffStep = {
  key: string;
  kind: 'started' | 'question' | 'completed';
  /** 'Started', 'Q2', 'Completed' */
  name: string;
  /** The question's wording (questions only). */
  questionText: string | null;
  /** Respondents who got this far. */
  reached: Bar;
  /** Questions only: respondents who answered it. */
  answered: Bar | null;
  /** Questions only: its base, those reached less those whose path skips it (branching). */
  shown: Bar | null;
  /** Respondents the previous step had and this one has not (0 for Started). */
  lost: number;
};

export const percentOf = (count: number, total: number): number => (total > 0 ? Math.round((count / total) * 100) : 0);

const bar = (count: number, started: number): Bar => {
  const percent = percentOf(count, started);
  return {
    count,
    percent,
    width: started > 0 ? Math.min(100, (count / started) * 100) : 0,
    label: `${count.toLocaleString('en-US')} (${percent}%)`,
  };
};

/** The funnel in order: Started, each question (reached and answered), Completed. */
export const dropOffSteps = (segment: DropOffSegment): DropOffStep[] => {
  const { started } = segment;
  const steps: DropOffStep[] = [
    {
      key: 'started',
      kind: 'started',
      name: 'Started',
      questionText: null,
      reached: bar(started, started),
      answered: null,
      shown: null,
      lost: 0,
    },
  ];
  let previous = started;
  segment.questions.forEach((q, index) => {
    steps.push({
      key: q.questionId,
      kind: 'question',
      name: `Q${index + 1}`,
      questionText: q.questionText,
      reached: bar(q.reached, started),
      answered: bar(q.answered, started),
      shown: bar(q.base, started),
      lost: Math.max(0, previous - q.reached),
    });
    previous = q.reached;
  });
  steps.push({
    key: 'completed',
    kind: 'completed',
    name: 'Completed',
    questionText: null,
    reached: bar(segment.completed, started),
    answered: null,
    shown: null,
    lost: Math.max(0, previous - segment.completed),
  });
  return steps;
};

/** One sentence for screen readers and the chart's caption. */
export const dropOffSummary = (segment: DropOffSegment): string => {
  if (segment.started === 0) return 'No responses started yet.';
  const started = segment.started.toLocaleString('en-US');
  const completed = segment.completed.toLocaleString('en-US');
  return `${started} started, ${completed} completed (${percentOf(segment.completed, segment.started)}%).`;
};

/**
 * The fewest respondents a drop must lose to be called out (issue 49): one person leaving is an
 * anecdote, not a pattern, so a step that lost a single respondent is never "the biggest drop".
 */
export const MIN_NAMED_DROP = 2;

/** The step that lost the most respondents (the first of equals), or null when none lost MIN_NAMED_DROP. */
export const biggestDrop = (steps: readonly DropOffStep[]): DropOffStep | null =>
  steps.reduce<DropOffStep | null>(
    (best, step) => (step.lost >= MIN_NAMED_DROP && step.lost > (best?.lost ?? 0) ? step : best),
    null,
  );

/** "Shown" says something only where a path skips the question for some (its base is below "Reached"). */
export const showsShown = (step: DropOffStep): step is DropOffStep & { shown: Bar } =>
  step.shown !== null && step.shown.count !== step.reached.count;

/** "Answered" says something only where it differs from "Reached" (a skipped optional question). */
export const showsAnswered = (step: DropOffStep): step is DropOffStep & { answered: Bar } =>
  step.answered !== null && step.answered.count !== step.reached.count;

/** The biggest drop in words: 'The biggest drop is at Q3: 4 fewer than the step before (40% of those started).' */
export const biggestDropText = (step: DropOffStep, started: number): string => {
  const where = step.kind === 'completed' ? 'before completing' : `at ${step.name}`;
  return `The biggest drop is ${where}: ${step.lost.toLocaleString('en-US')} fewer than the step before (${percentOf(step.lost, started)}% of those started).`;
};
