import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { aboutIntro, aboutStory, clientKinds, principles } from '@/content/about';
import { Container } from '@/features/marketing/components/container';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHeader } from '@/features/marketing/components/page-header';
import { PageSection } from '@/features/marketing/components/page-section';
import { ProseSections } from '@/features/marketing/components/rich-text';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <PageHeader eyebrow="About" title={`About ${BRAND_NAME}`} lead={<p>{aboutIntro}</p>} />

      <Container className="py-14 sm:py-20">
        <ProseSections sections={aboutStory} className="mx-auto max-w-3xl" />
      </Container>

      <PageSection
        eyebrow="Principles"
        title="What guides our work"
        intro="Four principles shape every scope we write and every system we ship."
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {principles.map((principle) => {
            const Icon = principle.icon;
            return (
              <article key={principle.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon className="h-6 w-6 text-emerald-700" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{principle.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{principle.description}</p>
              </article>
            );
          })}
        </div>
      </PageSection>

      <PageSection
        eyebrow="Clients"
        title="Who we work with"
        intro="Organisations of ten to a few hundred people, in industries where accuracy and trust matter."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clientKinds.map((kind) => (
            <li key={kind.name} className="rounded-2xl border border-slate-200 p-6">
              <p className="font-semibold text-slate-900">{kind.name}</p>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{kind.example}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBanner
        title="Let's build something useful together"
        secondary={{ label: 'How we keep data safe', href: paths.security.href() }}
      />
    </>
  );
}
