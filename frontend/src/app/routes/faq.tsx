import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { faqs } from '@/content/faq';
import { Container } from '@/features/marketing/components/container';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { FaqAccordion } from '@/features/marketing/components/faq-accordion';
import { PageHeader } from '@/features/marketing/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead={
          <p>
            Straight answers to the questions we hear most. Anything else? Write to{' '}
            <a href={`mailto:${brand.email}`} className="font-medium text-emerald-800 underline underline-offset-2">
              {brand.email}
            </a>
            .
          </p>
        }
      />
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={faqs} />
        </div>
      </Container>
      <CtaBanner
        title="Still have questions?"
        text="Ask us directly. We reply within 24 hours on business days."
        secondary={{ label: 'Our approach', href: paths.approach.href() }}
      />
    </>
  );
}
