import type { Reason } from '@/content/types';

export const ReasonCard = ({ reason }: { reason: Reason }) => {
  const Icon = reason.icon;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-emerald-700 text-white">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{reason.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{reason.description}</p>
    </article>
  );
};
