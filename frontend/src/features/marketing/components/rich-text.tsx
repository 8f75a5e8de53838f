import { Mail, MapPin, Phone } from 'lucide-react';
import { brand, formatAddress } from '@/config/brand';
import type { Block, Section } from '@/content/types';
import { cn } from '@/lib/cn';

export const ContactDetails = ({ className }: { className?: string }) => (
  <address className={cn('not-italic', className)}>
    <p className="font-semibold text-slate-900">{brand.legalName}</p>
    <ul className="mt-3 space-y-2 text-slate-700">
      <li className="flex items-start gap-2.5">
        <MapPin className="mt-1 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>{formatAddress()}</span>
      </li>
      <li className="flex items-center gap-2.5">
        <Mail className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <a
          href={`mailto:${brand.email}`}
          className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {brand.email}
        </a>
      </li>
      <li className="flex items-center gap-2.5">
        <Phone className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <a
          href={`tel:${brand.phone.tel}`}
          className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {brand.phone.display}
        </a>
      </li>
    </ul>
  </address>
);

const BlockView = ({ block }: { block: Block }) => {
  switch (block.kind) {
    case 'paragraph':
      return <p className="leading-relaxed text-pretty text-slate-700">{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-emerald-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'contact-details':
      return <ContactDetails className="rounded-xl border border-slate-200 bg-slate-50 p-5" />;
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
};

export const Blocks = ({ blocks }: { blocks: Block[] }) => (
  <div className="space-y-4">
    {blocks.map((block, index) => (
      <BlockView key={index} block={block} />
    ))}
  </div>
);

export type ProseSectionsProps = {
  sections: Section[];
  /** Prefix headings with "1.", "2.", ... (legal documents). */
  numbered?: boolean;
  /** Gives section n the id `${idPrefix}${n}` so a table of contents can link to it. */
  idPrefix?: string;
  className?: string;
};

/** Long-form text: each section an h2 with its blocks. */
export const ProseSections = ({ sections, numbered = false, idPrefix, className }: ProseSectionsProps) => (
  <div className={cn('space-y-10', className)}>
    {sections.map((section, index) => (
      <section key={section.heading} id={idPrefix ? `${idPrefix}${index + 1}` : undefined} className="scroll-mt-24">
        <h2 className="mb-4 text-2xl font-semibold tracking-tight text-slate-900">
          {numbered ? `${index + 1}. ` : ''}
          {section.heading}
        </h2>
        <Blocks blocks={section.blocks} />
      </section>
    ))}
  </div>
);
