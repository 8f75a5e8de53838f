import { Check } from 'lucide-react';
import type { ProcessStep } from '@/content/types';

/** The three-phase timeline: an ordered list of cards joined by a line. */
export const ProcessTimeline = ({ steps }: { steps: ProcessStep[] }) => (
  <div className="relative">
    <div
      aria-hidden="true"
      className="absolute left-6 top-6 hidden h-0.5 w-[calc(100%-3rem)] bg-emerald-200 lg:block"
    />
    <ol className="relative grid gap-6 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.when} className="relative flex flex-col">
          <div className="relative z-10 flex h-12 w-12 items-center justify-center rounded-full border-4 border-white bg-emerald-700 text-base font-bold text-white shadow">
            {index + 1}
          </div>
          <article className="mt-4 flex-1 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">{step.when}</p>
            <h3 className="mt-2 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{step.description}</p>
            <ul className="mt-5 space-y-2">
              {step.points.map((point) => (
                <li key={point} className="flex gap-2.5 text-sm text-slate-700">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  </div>
);
