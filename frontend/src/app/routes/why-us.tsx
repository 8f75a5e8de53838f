import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { reasons } from '@/content/why';
import { Container } from '@/features/marketing/components/container';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHeader } from '@/features/marketing/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function WhyUsPage() {
  useDocumentTitle(`Why ${BRAND_NAME}`);
  return (
    <>
      <PageHeader
        eyebrow={`Why ${BRAND_NAME}`}
        title="A partner that fits the size of your team"
        lead={
          <p>
            You need AI that works on real tasks, a price you can budget and a partner who leaves your team stronger.
            Here is what we commit to on every project.
          </p>
        }
      />
      <Container className="py-14 sm:py-20">
        <div className="grid gap-6 md:grid-cols-2">
          {reasons.map((reason, index) => {
            const Icon = reason.icon;
            return (
              <article
                key={reason.title}
                className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm"
              >
                <div className="flex items-center justify-between">
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-700 text-white">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <span aria-hidden="true" className="text-3xl font-bold text-emerald-600">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h2 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{reason.title}</h2>
                <p className="mt-2 text-lg font-medium text-slate-700">{reason.description}</p>
                <p className="mt-4 leading-relaxed text-slate-600">{reason.details}</p>
              </article>
            );
          })}
        </div>
      </Container>
      <CtaBanner
        title="See if we are the right fit"
        text="A 30-minute call is enough to tell whether we can help. If we are not the right partner, we will say so and point you to someone who is."
        secondary={{ label: 'Read the FAQ', href: paths.faq.href() }}
      />
    </>
  );
}
