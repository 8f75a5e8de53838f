import type { ReactNode } from 'react';
import { Container } from './container';

export type PageHeaderProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The top of every inner page: the page's only h1, on a soft tint that runs under the nav. */
export const PageHeader = ({ eyebrow, title, lead, children }: PageHeaderProps) => (
  <section className="relative overflow-hidden border-b border-slate-100 bg-linear-to-b from-emerald-50 via-emerald-50/40 to-white pb-14 pt-32 sm:pb-20 sm:pt-40">
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(15_118_110/0.12)_1px,transparent_0)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
    />
    <Container className="relative">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">{eyebrow}</p> : null}
      <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
        {title}
      </h1>
      {lead ? <div className="mt-5 max-w-3xl text-lg leading-relaxed text-pretty text-slate-600">{lead}</div> : null}
      {children}
    </Container>
  </section>
);
