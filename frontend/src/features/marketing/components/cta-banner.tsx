import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Container } from './container';

export type CtaBannerProps = {
  title?: string;
  text?: string;
  secondary?: { label: string; href: string };
};

/** The closing call to action: always leads to the contact page. */
export const CtaBanner = ({
  title = 'Ready to put AI to work?',
  text = 'Tell us about the workflow that costs your team the most time. Discovery is complimentary, and you will have a written scope and a fixed fee within a week.',
  secondary,
}: CtaBannerProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-emerald-900 px-6 py-12 shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-emerald-700/40 blur-3xl"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
                {title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-emerald-50">{text}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={paths.contact.href()} variant="inverse" size="lg">
                Start a project
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </ButtonLink>
              {secondary ? (
                <ButtonLink
                  href={secondary.href}
                  size="lg"
                  className="border border-emerald-200/50 bg-transparent text-white shadow-none hover:bg-emerald-800 focus-visible:outline-white"
                >
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
};
