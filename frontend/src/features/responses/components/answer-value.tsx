import { Star } from 'lucide-react';
import { UserText } from '@/components/ui/user-text';
import type { AnswerDisplay } from '../lib/answer-value-display';

const chip =
  'inline-flex items-center rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm text-emerald-900';

/** A typed answer shown as a value: stars, chips, n/10, Yes/No, a number with its unit. */
export const AnswerValue = ({ display, lang }: { display: AnswerDisplay; lang?: string }) => {
  switch (display.kind) {
    case 'rating':
      return (
        <p className="flex items-center gap-0.5" data-testid="answer-value">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden="true"
              className={n <= display.value ? 'h-5 w-5 fill-amber-400 text-amber-500' : 'h-5 w-5 text-slate-300'}
            />
          ))}
          <span className="ml-2 text-sm text-slate-700">{display.text}</span>
        </p>
      );
    case 'choices':
      return (
        <ul className="flex flex-wrap gap-2" data-testid="answer-value" aria-label="Chosen options">
          {display.labels.map((label, i) => (
            <li key={i} className={chip}>
              <bdi dir="auto">{label}</bdi>
            </li>
          ))}
          {display.other !== null ? (
            <li className={chip}>
              Other:&nbsp;
              <bdi dir="auto" lang={lang}>
                {display.other}
              </bdi>
            </li>
          ) : null}
        </ul>
      );
    case 'scale':
    case 'yes_no':
    case 'number':
      return (
        <p className="text-base font-semibold text-slate-900" data-testid="answer-value">
          <bdi dir="auto">{display.text}</bdi>
        </p>
      );
    case 'text':
      return (
        <UserText
          lang={lang}
          data-testid="answer-text"
          className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900"
        >
          {display.text}
        </UserText>
      );
    default: {
      const unknown: never = display;
      return unknown;
    }
  }
};
