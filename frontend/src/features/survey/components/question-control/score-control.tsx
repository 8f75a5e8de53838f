import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SurveyLabels } from '../../content/labels';
import { scoreValues, type AnswerDraft } from '../../logic/question-controls';
import type { LocalizedQuestion } from '../../logic/survey-language';
import { ShownText } from './shown-text';

type ScoreProps = {
  name: string;
  localized: LocalizedQuestion;
  labels: SurveyLabels;
  value: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
};

const focusRing =
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700';

/**
 * Five stars as native radios. The row is laid out in reading order, so in Urdu (dir=rtl) the first
 * star sits at the right and the stars fill leftwards. It is a grid of five equal columns that shrink
 * with the screen (never a wrap), each star as wide as its column up to 48 px: one row at 320 px and up,
 * whatever the phone's fonts.
 */
export const RatingControl = ({ name, labels, value, onChange, labelledBy, describedBy, disabled }: ScoreProps) => {
  const chosen = value === '' ? 0 : Number(value);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="grid w-full max-w-72 grid-cols-5 gap-1 sm:gap-2"
    >
      {scoreValues('rating').map((n) => (
        <label
          key={n}
          className={cn('flex min-w-0 cursor-pointer justify-center rounded-lg p-1', focusRing)}
          data-score={n}
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={chosen === n}
            onChange={() => onChange(String(n))}
            disabled={disabled}
            aria-label={labels.ratingValue(n)}
            className="sr-only"
          />
          <Star
            className={cn(
              'aspect-square h-auto w-full max-w-12',
              n <= chosen ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400',
            )}
            aria-hidden="true"
          />
        </label>
      ))}
    </div>
  );
};

/**
 * The 0–10 row with its end labels under the ends; mirrored in Urdu (0 at the right). Eleven equal
 * columns that shrink (min-w-0, a smaller figure on phones), so the row stays one line at 320 px with
 * any font rather than wrapping "10" away from the others.
 */
export const ScaleControl = ({
  name,
  localized,
  labels,
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ScoreProps) => {
  const ends = localized.scaleLabels;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <div className="grid grid-cols-11 gap-0.5 min-[360px]:gap-1 sm:gap-1.5">
        {scoreValues('scale').map((n) => (
          <label
            key={n}
            data-score={n}
            className={cn(
              'flex h-12 min-w-0 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-sm font-semibold tracking-tight text-slate-800 tabular-nums shadow-sm hover:border-emerald-600 sm:text-base',
              'has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-700 has-[:checked]:text-white',
              focusRing,
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === String(n)}
              onChange={() => onChange(String(n))}
              disabled={disabled}
              aria-label={
                n === 0 && ends
                  ? `${labels.scaleValue(n)}, ${ends.min.text}`
                  : n === 10 && ends
                    ? `${labels.scaleValue(n)}, ${ends.max.text}`
                    : labels.scaleValue(n)
              }
              className="sr-only"
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
      </div>
      {ends ? (
        <div className="mt-2 flex justify-between gap-4 text-sm text-slate-600" aria-hidden="true">
          <span>
            <ShownText shown={ends.min} />
          </span>
          <span className="text-end">
            <ShownText shown={ends.max} />
          </span>
        </div>
      ) : null}
    </div>
  );
};
