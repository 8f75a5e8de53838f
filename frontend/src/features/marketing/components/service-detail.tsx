import { Check, Info } from 'lucide-react';
import type { Service } from '@/content/types';
import { cn } from '@/lib/cn';
import { accentClasses } from './accents';

/** One service on /services: pitch, deliverables and a note. */
export const ServiceDetail = ({ service, index }: { service: Service; index: number }) => {
  const accent = accentClasses[service.accent];
  const Icon = service.icon;
  const headingId = `${service.slug}-title`;
  return (
    <section id={service.slug} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div>
          <div className="flex items-center gap-3">
            <span className={cn('inline-flex h-12 w-12 items-center justify-center rounded-xl', accent.icon)}>
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="text-sm font-semibold text-slate-500">{String(index + 1).padStart(2, '0')}</span>
          </div>
          <h2 id={headingId} className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {service.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{service.description}</p>
          <p className="mt-4 leading-relaxed text-slate-600">{service.details}</p>
        </div>
        <div className="flex flex-col gap-6">
          {service.deliverables.length > 0 ? (
            <div className="rounded-2xl bg-slate-50 p-6">
              <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-700">Deliverables</h3>
              <ul className="mt-4 space-y-3">
                {service.deliverables.map((item) => (
                  <li key={item} className="flex gap-3 text-slate-700">
                    <Check className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="flex gap-3 rounded-2xl border border-slate-200 p-5 text-sm leading-relaxed text-slate-700">
            <Info className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              <span className="font-semibold text-slate-900">Note: </span>
              {service.note}
            </span>
          </p>
        </div>
      </div>
    </section>
  );
};
