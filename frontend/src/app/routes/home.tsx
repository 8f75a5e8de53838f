import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { processSteps } from '@/content/process';
import { services } from '@/content/services';
import { reasons } from '@/content/why';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { HomeHero } from '@/features/marketing/components/home-hero';
import { PageSection } from '@/features/marketing/components/page-section';
import { PricingCard } from '@/features/marketing/components/pricing-card';
import { ProcessTimeline } from '@/features/marketing/components/process-timeline';
import { ReasonCard } from '@/features/marketing/components/reason-card';
import { ServiceCard, StartHereCard } from '@/features/marketing/components/service-card';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <HomeHero />

      <PageSection
        eyebrow="What we do"
        title="Our Services"
        intro="Five ways we help teams move from AI experiments to systems that do real work, safely."
        tone="muted"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
          <StartHereCard />
        </div>
      </PageSection>

      <PageSection
        eyebrow="Why work with us"
        title={`Why ${BRAND_NAME}`}
        intro="Senior engineering, honest measurement and a price you know up front."
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <ReasonCard key={reason.title} reason={reason} />
          ))}
        </div>
      </PageSection>

      <PageSection
        eyebrow="How it works"
        title="Our Process"
        intro="From first conversation to a system your team runs itself, in about eight weeks."
        tone="muted"
      >
        <ProcessTimeline steps={processSteps} />
      </PageSection>

      <PageSection
        eyebrow="Pricing"
        title="Simple, fixed‑fee pricing"
        intro="No hourly billing and no surprises: a written scope and one price for each project."
        align="center"
      >
        <PricingCard />
      </PageSection>

      <CtaBanner secondary={{ label: 'Read our approach', href: paths.approach.href() }} />
    </>
  );
}
