import { paths } from '@/config/paths';
import { services } from '@/content/services';
import { Container } from '@/features/marketing/components/container';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHeader } from '@/features/marketing/components/page-header';
import { ServiceDetail } from '@/features/marketing/components/service-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';

export default function ServicesPage() {
  useDocumentTitle('Services');
  useScrollToHash();
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="AI services that reach production"
        lead={
          <p>
            Five services, one goal: AI that does real work for your team, reliably and safely. Most projects combine
            several of them, scoped to a single workflow and delivered for a fixed fee.
          </p>
        }
      >
        <nav aria-label="Services on this page" className="mt-8 flex flex-wrap gap-2">
          {services.map((service) => (
            <a
              key={service.slug}
              href={`#${service.slug}`}
              className="rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:border-slate-400 hover:text-slate-900"
            >
              {service.title}
            </a>
          ))}
        </nav>
      </PageHeader>
      <Container className="space-y-8 py-14 sm:py-20">
        {services.map((service, index) => (
          <ServiceDetail key={service.slug} service={service} index={index} />
        ))}
      </Container>
      <CtaBanner
        title="Not sure where to start?"
        text="Most clients start with one workflow. In a complimentary discovery we will find the one with the best return and put a fixed price on it."
        secondary={{ label: 'See how we work', href: paths.approach.href() }}
      />
    </>
  );
}
