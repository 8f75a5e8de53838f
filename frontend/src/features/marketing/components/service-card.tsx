import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { Service } from '@/content/types';
import { cn } from '@/lib/cn';
import { accentClasses } from './accents';

/** A service teaser for the home page; the whole card links to its section on /services. */
export const ServiceCard = ({ service }: { service: Service }) => {
  const accent = accentClasses[service.accent];
  const Icon = service.icon;
  return (
    <article className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md">
      <span className={cn('inline-flex h-11 w-11 items-center justify-center rounded-xl', accent.icon)}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">
        <Link
          href={`${paths.services.href()}#${service.slug}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-emerald-600"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{service.description}</p>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
        Learn more
        <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
};

/** Closes the services grid: for visitors who know the problem but not the service. */
export const StartHereCard = () => (
  <article className="flex flex-col justify-center rounded-2xl border border-dashed border-emerald-300 bg-emerald-50/60 p-6">
    <h3 className="text-lg font-semibold text-slate-900">Not sure which service you need?</h3>
    <p className="mt-2 leading-relaxed text-slate-700">
      Start with the problem. In a complimentary discovery we map the workflow and recommend the smallest project that
      pays off.
    </p>
    <Link
      href={paths.contact.href()}
      className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-emerald-800 hover:text-emerald-950"
    >
      Talk to us
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </Link>
  </article>
);
