// Shared looks of the typed controls: a card around a visually hidden native input (the input keeps
// keyboard and screen-reader behaviour; the card shows its state and a visible focus ring).

export const cardClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg text-slate-900 shadow-sm transition-colors hover:border-emerald-600 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700';

export const keyClass =
  'inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-slate-50 px-1 text-xs font-semibold text-slate-600';

export const fieldClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-emerald-600 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-600/40';
