import { ArrowRight, CircleCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pricing } from '@/content/pricing';

/** Fixed-fee pricing without amounts: what every project includes. */
export const PricingCard = () => (
  <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg lg:grid-cols-[1.3fr_1fr]">
    <div className="p-8 sm:p-10">
      <h3 className="text-2xl font-bold tracking-tight text-slate-900">{pricing.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-600">{pricing.summary}</p>
      <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-emerald-700">What's included</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {pricing.included.map((item) => (
          <li key={item} className="flex items-center gap-2.5 text-slate-800">
            <CircleCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
    <div className="flex flex-col justify-center gap-4 bg-slate-50 p-8 text-center sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">One project, one price</p>
      <p className="text-4xl font-bold tracking-tight text-slate-900">Fixed fee</p>
      <p className="text-sm text-slate-600">Agreed in writing before work begins</p>
      <ButtonLink href={paths.contact.href()} size="lg" className="mt-2">
        Start a project
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </ButtonLink>
      <p className="text-xs leading-relaxed text-slate-600">{pricing.footnote}</p>
    </div>
  </div>
);
