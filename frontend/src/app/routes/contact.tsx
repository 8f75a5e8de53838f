import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactSidePanel } from '@/features/contact/components/contact-side-panel';
import { Container } from '@/features/marketing/components/container';
import { PageHeader } from '@/features/marketing/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Let's talk about your project"
        lead={
          <p>
            Tell us about your team and the work you would like AI to help with. We will reply with next steps and a
            time for a complimentary discovery call.
          </p>
        }
      />
      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.6fr_1fr] lg:gap-14">
        <section aria-labelledby="contact-form-title" className="relative">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Send us a message
          </h2>
          <p className="mb-8 mt-2 text-slate-600">Fields marked * are required.</p>
          <ContactForm />
        </section>
        <ContactSidePanel />
      </Container>
    </>
  );
}
