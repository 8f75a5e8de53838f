import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FaqItem } from '@/content/types';
import { cn } from '@/lib/cn';

/** WAI-ARIA accordion: each question is a heading wrapping a button that controls its answer. */
export const FaqAccordion = ({ items }: { items: FaqItem[] }) => {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h2 className="text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-2px]"
              >
                {item.question}
                <ChevronDown
                  className={cn('h-5 w-5 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="space-y-3 px-6 pb-6"
            >
              {item.answer.map((text) => (
                <p key={text} className="leading-relaxed text-slate-700">
                  {text}
                </p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
};
