import type { Accent } from '@/content/types';

// Full class names (not built from strings) so Tailwind finds them.
export const accentClasses: Record<Accent, { icon: string; ring: string; bar: string }> = {
  emerald: { icon: 'bg-emerald-50 text-emerald-700', ring: 'ring-emerald-600/20', bar: 'bg-emerald-600' },
  sky: { icon: 'bg-sky-50 text-sky-700', ring: 'ring-sky-600/20', bar: 'bg-sky-600' },
  violet: { icon: 'bg-violet-50 text-violet-700', ring: 'ring-violet-600/20', bar: 'bg-violet-600' },
  amber: { icon: 'bg-amber-50 text-amber-800', ring: 'ring-amber-600/20', bar: 'bg-amber-500' },
  rose: { icon: 'bg-rose-50 text-rose-700', ring: 'ring-rose-600/20', bar: 'bg-rose-600' },
};
