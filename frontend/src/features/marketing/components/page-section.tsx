import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './container';

export type PageSectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted';
  align?: 'left' | 'center';
  className?: string;
  children: ReactNode;
};

/** A titled band of the page (h2), labelled by its heading for screen readers. */
export const PageSection = ({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  align = 'left',
  className,
  children,
}: PageSectionProps) => {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('scroll-mt-20 py-16 sm:py-24', tone === 'muted' ? 'bg-slate-50' : 'bg-white', className)}
    >
      <Container>
        {title ? (
          <div className={cn('mb-10 max-w-3xl sm:mb-14', align === 'center' && 'mx-auto text-center')}>
            {eyebrow ? (
              <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">{eyebrow}</p>
            ) : null}
            <h2
              id={headingId}
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              {title}
            </h2>
            {intro ? <div className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</div> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
};
