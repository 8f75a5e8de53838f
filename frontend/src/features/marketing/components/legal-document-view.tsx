import type { LegalDocument } from '@/content/types';
import { Container } from './container';
import { PageHeader } from './page-header';
import { ProseSections } from './rich-text';

/** Privacy and terms: numbered sections with a table of contents on wide screens. */
export const LegalDocumentView = ({ document }: { document: LegalDocument }) => (
  <>
    <PageHeader eyebrow="Legal" title={document.title} lead={<p>{document.intro}</p>}>
      <p className="mt-6 text-sm font-medium text-slate-600">Last updated: {document.lastUpdated}</p>
    </PageHeader>
    <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={`${document.title} sections`} className="hidden lg:block">
        <ol className="sticky top-24 space-y-2 border-l border-slate-200 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#section-${index + 1}`}
                className="-ml-px block border-l border-transparent py-0.5 pl-4 text-slate-600 hover:border-slate-400 hover:text-slate-900"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        <ProseSections sections={document.sections} numbered idPrefix="section-" />
      </div>
    </Container>
  </>
);
