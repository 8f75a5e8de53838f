import { Logo } from '@/components/ui/logo';
import { clientContactLine } from '../../content/proposal-text';
import type { Proposal, ProposalSection } from '../../content/proposal.types';
import { ProposalBlockView } from './proposal-blocks';

const SectionView = ({ section, number }: { section: ProposalSection; number: number }) => (
  <section className="proposal-section" aria-labelledby={`proposal-${section.id}`}>
    <h2 id={`proposal-${section.id}`} className="flex items-baseline gap-2 text-[13pt] font-bold text-slate-900">
      <span className="text-emerald-700">{number}.</span>
      {section.title}
    </h2>
    <div className="mt-2 space-y-2.5">
      {section.blocks.map((block, i) => (
        <ProposalBlockView key={i} block={block} />
      ))}
    </div>
  </section>
);

const TitleBlock = ({ proposal }: { proposal: Proposal }) => (
  <header className="proposal-keep mb-6 border-b border-slate-200 pb-5">
    <div className="flex flex-wrap items-start justify-between gap-3">
      <Logo />
      <p className="text-right text-[9pt] text-slate-600">
        {proposal.date}
        <br />
        Ref. {proposal.reference}
      </p>
    </div>
    <p className="mt-6 text-[9pt] font-semibold tracking-widest text-emerald-800 uppercase">Project proposal</p>
    <h1 className="mt-1 text-[22pt] leading-tight font-bold tracking-tight text-slate-900">{proposal.title}</h1>
    <dl className="mt-4 grid gap-3 text-[9.5pt] sm:grid-cols-2 print:grid-cols-2">
      <div>
        <dt className="font-semibold text-slate-600">Prepared for</dt>
        <dd className="text-slate-900">
          <strong>{proposal.client.name}</strong>
          {clientContactLine(proposal.client) ? (
            <>
              <br />
              {clientContactLine(proposal.client)}
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600">Prepared by</dt>
        <dd className="text-slate-900">
          <strong>{proposal.preparedBy.firm}</strong>
          <br />
          {proposal.preparedBy.email}
        </dd>
      </div>
    </dl>
    <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-emerald-950">{proposal.summary}</p>
  </header>
);

/** A CSS string literal holding `text` as it is (quotes, backslashes, line breaks and `<` escaped). */
const cssString = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\A ').replace(/</g, '\\3C ')}"`;

/** The printed footer's left part, in the bottom margin of every sheet beside "Page n of N" (proposal.css). */
export const printFooterCss = (proposal: Proposal) =>
  `@page proposal { @bottom-left { content: ${cssString(footerText(proposal))}; vertical-align: top; ` +
  `padding-top: 0.15in; font-family: Inter, ui-sans-serif, system-ui, sans-serif; font-size: 8pt; color: #475569; } }`;

const footerText = (proposal: Proposal) => `${proposal.client.name} · ${proposal.reference}`;

export const ProposalDocument = ({ proposal }: { proposal: Proposal }) => {
  let sectionNumber = 0;
  const pageCount = proposal.pages.length;
  return (
    <div className="proposal-document" data-testid="proposal-document">
      <style>{printFooterCss(proposal)}</style>
      {proposal.pages.map((sections, pageIndex) => (
        <div key={pageIndex} className="proposal-page" data-testid="proposal-page">
          {pageIndex === 0 ? <TitleBlock proposal={proposal} /> : null}
          <div className="mb-6 space-y-6">
            {sections.map((section) => (
              <SectionView key={section.id} section={section} number={++sectionNumber} />
            ))}
          </div>
          <footer className="proposal-page-footer flex justify-between gap-4 border-t border-slate-200 pt-2 text-[8pt] text-slate-600">
            <span>{footerText(proposal)}</span>
            <span>
              Page {pageIndex + 1} of {pageCount}
            </span>
          </footer>
        </div>
      ))}
    </div>
  );
};
