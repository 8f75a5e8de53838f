import type { ProposalDocument, ProposalSection } from '@/types/generated/api';
import type { ClientPageTexts } from '../content/client-page-texts';

type Block = ProposalSection['blocks'][number];

const BlockView = ({ block }: { block: Block }) => {
  switch (block.kind) {
    case 'paragraph':
      return <p className="whitespace-pre-line text-slate-700">{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 ps-5 text-slate-700">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {block.items.map((card, i) => (
            <div key={i} className="rounded-lg border border-slate-200 p-3 break-inside-avoid">
              <p className="font-semibold text-slate-900">{card.title}</p>
              {card.meta ? <p className="text-xs text-slate-500">{card.meta}</p> : null}
              <p className="mt-1 text-sm text-slate-700">{card.text}</p>
            </div>
          ))}
        </div>
      );
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="pb-2 text-start font-medium text-slate-700">{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column, i) => (
                  <th key={i} className="border-b border-slate-300 py-1 pe-3 text-start font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className="border-b border-slate-100 py-1 pe-3 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'facts':
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {block.items.map((fact, i) => (
            <div key={i} className="contents">
              <dt className="font-medium text-slate-600">{fact.label}</dt>
              <dd className="text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'quotes':
      return (
        <div className="space-y-2">
          {block.items.map((quote, i) => (
            <blockquote key={i} dir="auto" className="border-s-4 border-emerald-300 ps-3 text-slate-700 italic">
              {quote.text}
            </blockquote>
          ))}
        </div>
      );
    default:
      return null;
  }
};

/** The survey's latest proposal, read-only: its sections in order (quotes masked or left out by the API). */
export const ClientProposal = ({ document, t }: { document: ProposalDocument; t: ClientPageTexts }) => (
  <section aria-labelledby="client-proposal" className="client-section">
    <h2 id="client-proposal" className="text-xl font-bold text-slate-900">
      {t.proposal}: <span dir="auto">{document.title}</span>
    </h2>
    {document.summary ? <p className="mt-2 whitespace-pre-line text-slate-700">{document.summary}</p> : null}
    <div className="mt-4 space-y-6">
      {document.pages.flat().map((section) => (
        <div key={section.id} className="space-y-2 break-inside-avoid-page">
          <h3 className="text-lg font-semibold text-slate-900" dir="auto">
            {section.title}
          </h3>
          {section.blocks.map((block, i) => (
            <BlockView key={i} block={block} />
          ))}
        </div>
      ))}
    </div>
  </section>
);
