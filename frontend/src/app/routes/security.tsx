import { securityIntro, securityPractices, securitySections } from '@/content/security';
import { Container } from '@/features/marketing/components/container';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHeader } from '@/features/marketing/components/page-header';
import { PageSection } from '@/features/marketing/components/page-section';
import { ProseSections } from '@/features/marketing/components/rich-text';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function SecurityPage() {
  useDocumentTitle('Security and governance');
  return (
    <>
      <PageHeader eyebrow="Security" title="Security and governance" lead={<p>{securityIntro}</p>} />

      <PageSection
        title="Our baseline on every project"
        intro="These controls are part of every engagement, not an optional extra."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {securityPractices.map((practice) => {
            const Icon = practice.icon;
            return (
              <li key={practice.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-slate-900 text-white">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{practice.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{practice.description}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <div className="bg-slate-50">
        <Container className="py-14 sm:py-20">
          <ProseSections sections={securitySections} className="mx-auto max-w-3xl" />
        </Container>
      </div>

      <CtaBanner
        title="Have a security questionnaire?"
        text="Send it over with your project details. We answer questionnaires as part of discovery, at no cost."
        secondary={{ label: 'Read the privacy policy', href: paths.privacy.href() }}
      />
    </>
  );
}
