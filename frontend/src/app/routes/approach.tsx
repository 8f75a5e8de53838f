import { Check } from 'lucide-react';
import { paths } from '@/config/paths';
import { approachIntro, approachSteps } from '@/content/approach';
import { Container } from '@/features/marketing/components/container';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHeader } from '@/features/marketing/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ApproachPage() {
  useDocumentTitle('Approach');
  return (
    <>
      <PageHeader eyebrow="Approach" title="How we take AI from idea to everyday tool" lead={<p>{approachIntro}</p>} />
      <Container className="py-14 sm:py-20">
        <ol className="mx-auto max-w-4xl space-y-6">
          {approachSteps.map((step) => (
            <li key={step.number} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
              <div className="flex flex-col gap-6 sm:flex-row sm:gap-8">
                <span
                  aria-hidden="true"
                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-emerald-700 text-2xl font-bold text-white"
                >
                  {step.number}
                </span>
                <div>
                  <h2 className="text-2xl font-bold tracking-tight text-slate-900">
                    <span className="sr-only">Step {step.number}: </span>
                    {step.title}
                  </h2>
                  <p className="mt-3 text-lg leading-relaxed text-slate-600">{step.description}</p>
                  <ul className="mt-5 space-y-2.5">
                    {step.points.map((point) => (
                      <li key={point} className="flex gap-3 text-slate-700">
                        <Check className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Container>
      <CtaBanner
        title="Let's map your first workflow"
        text="Discovery is complimentary and takes about a week. You will come away with a workflow map, a shortlist of opportunities and a fixed-fee proposal, whether or not you work with us."
        secondary={{ label: 'View services', href: paths.services.href() }}
      />
    </>
  );
}
