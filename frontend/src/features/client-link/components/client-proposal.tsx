import { ProposalBlockView } from '@/components/proposal/proposal-blocks';
import type { ProposalDocument } from '@/types/generated/api';
import type { ClientPageTexts } from '../content/client-page-texts';

/**
 * The survey's latest proposal, read-only: its sections in order, each block drawn as on the proposal's own
 * sheets (quotes masked or left out by the API).
 */
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
            <ProposalBlockView key={i} block={block} />
          ))}
        </div>
      ))}
    </div>
  </section>
);
