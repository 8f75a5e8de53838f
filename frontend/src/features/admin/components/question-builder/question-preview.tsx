import { Star } from 'lucide-react';

import { UserText } from '@/components/ui/user-text';
import type { QuestionDraft } from '../../lib/question-draft';

// A read-only picture of the question as a respondent meets it in the traditional survey. Not the
// respondent's own control (that one answers and saves); it shows the same parts: choices, stars,
// the 0–10 row with its end labels, Yes/No, the number's unit.

const Box = ({ children, round = false }: { children: string; round?: boolean }) => (
  <span className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800">
    <span
      aria-hidden="true"
      className={
        round
          ? 'h-4 w-4 shrink-0 rounded-full border border-slate-400'
          : 'h-4 w-4 shrink-0 rounded border border-slate-400'
      }
    />
    <UserText as="span">{children}</UserText>
  </span>
);

const Body = ({ draft }: { draft: QuestionDraft }) => {
  const labels = draft.options.map((o) => o.label.trim()).filter((l) => l !== '');
  switch (draft.questionType) {
    case 'single_choice':
    case 'multiple_choice': {
      const round = draft.questionType === 'single_choice';
      return (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={round ? 'Choose one' : 'Choose any'}>
          {labels.map((label, i) => (
            <li key={i}>
              <Box round={round}>{label}</Box>
            </li>
          ))}
          {draft.questionType === 'multiple_choice' && draft.allowOther ? (
            <li>
              <Box>Other (in their own words)</Box>
            </li>
          ) : null}
        </ul>
      );
    }
    case 'rating':
      return (
        <p className="flex gap-1 text-amber-500">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="h-7 w-7" aria-hidden="true" />
          ))}
          <span className="sr-only">1 to 5 stars</span>
        </p>
      );
    case 'scale':
      return (
        <div>
          <p className="flex flex-wrap gap-1" aria-label="0 to 10">
            {Array.from({ length: 11 }, (_, n) => (
              <span
                key={n}
                className="flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-sm text-slate-800"
              >
                {n}
              </span>
            ))}
          </p>
          <p className="mt-1.5 flex justify-between gap-4 text-xs text-slate-600">
            <span>
              0: <bdi dir="auto">{draft.scaleLabels.min}</bdi>
            </span>
            <span className="text-right">
              10: <bdi dir="auto">{draft.scaleLabels.max}</bdi>
            </span>
          </p>
        </div>
      );
    case 'yes_no':
      return (
        <p className="flex gap-2">
          {['Yes', 'No'].map((label) => (
            <span key={label} className="rounded-lg border border-slate-300 bg-white px-5 py-2 text-sm text-slate-800">
              {label}
            </span>
          ))}
        </p>
      );
    case 'number': {
      const { min, max, unit } = draft.numberRange;
      const bounds = [min.trim() && `from ${min.trim()}`, max.trim() && `up to ${max.trim()}`].filter(Boolean);
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="h-10 w-28 rounded-lg border border-slate-300 bg-white" aria-hidden="true" />
          {unit.trim() ? <bdi dir="auto">{unit.trim()}</bdi> : null}
          {bounds.length > 0 ? <span className="text-xs text-slate-600">({bounds.join(', ')})</span> : null}
        </p>
      );
    }
    case 'text':
      return <span className="block h-10 rounded-lg border border-slate-300 bg-white" aria-hidden="true" />;
    case 'textarea':
      return <span className="block h-20 rounded-lg border border-slate-300 bg-white" aria-hidden="true" />;
    default: {
      const unknown: never = draft.questionType;
      return <>{String(unknown)}</>;
    }
  }
};

export const QuestionPreview = ({ draft, position }: { draft: QuestionDraft; position: number }) => (
  <figure className="rounded-xl border border-slate-200 bg-slate-100/70 p-4" data-testid="question-preview">
    <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
      Preview<span className="sr-only"> of question {position}</span>
    </figcaption>
    <p className="mb-3 font-medium text-slate-900">
      {draft.text.trim() ? (
        <UserText as="span">{draft.text.trim()}</UserText>
      ) : (
        <span className="text-slate-600">Your question</span>
      )}
    </p>
    <Body draft={draft} />
  </figure>
);
