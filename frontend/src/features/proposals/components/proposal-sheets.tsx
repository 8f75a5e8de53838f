import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import { keepsWithNext, PAPER, paginate, textArea, type PaperSize } from '../content/proposal-pages';
import { clientContactLine } from '../content/proposal-text';
import type { Proposal, ProposalSection } from '../content/proposal.types';
import { proposalInCurrency } from '../content/proposal-money';
import { ProposalBlockView } from '@/components/proposal/proposal-blocks';

const TitleBlock = ({ proposal }: { proposal: Proposal }) => (
  <header className="mb-4 border-b border-slate-200 pb-5">
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
          {proposal.preparedBy.address ? (
            <span className="block whitespace-pre-line">{proposal.preparedBy.address}</span>
          ) : (
            <br />
          )}
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

/** The printed footer's left part, in the bottom margin of every sheet beside "Page n of N" (proposal-sheets.css). */
export const printFooterCss = (proposal: Proposal) =>
  `@page proposal { @bottom-left { content: ${cssString(footerText(proposal))}; vertical-align: top; ` +
  `padding-top: 0.15in; font-family: Inter, ui-sans-serif, system-ui, sans-serif; font-size: 8pt; color: #475569; ` +
  // No ligatures, so the PDF's footer reads "Pacific", not "Paci fi c": Chromium ignores
  // font-variant-ligatures in a page-margin box, and any letter-spacing turns them off.
  `letter-spacing: 0.01px; } }`;

const footerText = (proposal: Proposal) => `${proposal.client.name} · ${proposal.reference}`;

/**
 * One piece laid on a sheet: the title block, a section's heading with its first block, or a further
 * block; `keepWithNext` when it belongs on the sheet of the piece after it (proposal-pages.ts).
 */
type Unit = { key: string; section: number | null; keepWithNext: boolean; node: (measuring: boolean) => ReactNode };

const unitsOf = (proposal: Proposal): Unit[] => {
  const units: Unit[] = [
    { key: 'title', section: null, keepWithNext: false, node: () => <TitleBlock proposal={proposal} /> },
  ];
  const sections = proposal.pages.flat();
  const signed = Boolean(proposal.preparedBy.signature);
  sections.forEach((section, number) => {
    // The sign-off keeps the last section with it: a signature never stands under a lone line.
    const closing = signed && number === sections.length - 1;
    section.blocks.forEach((block, i) => {
      const view = <ProposalBlockView block={block} />;
      units.push({
        key: `${section.id}-${i}`,
        section: number,
        keepWithNext: closing || keepsWithNext(section.blocks, i),
        node: (measuring) =>
          i === 0 ? (
            <>
              <SectionHeading section={section} number={number + 1} measuring={measuring} />
              <div className="mt-2">{view}</div>
            </>
          ) : (
            view
          ),
      });
    });
    if (section.blocks.length === 0) {
      units.push({
        key: section.id,
        section: number,
        keepWithNext: closing,
        node: (measuring) => <SectionHeading section={section} number={number + 1} measuring={measuring} />,
      });
    }
  });
  if (signed) {
    units.push({ key: 'sign-off', section: null, keepWithNext: false, node: () => <SignOff proposal={proposal} /> });
  }
  return units;
};

/** The sign-off after the last section: the signature's name and title lines, then the firm. */
const SignOff = ({ proposal }: { proposal: Proposal }) => (
  <footer className="mt-6 border-t border-slate-200 pt-4 text-sm" aria-label="Sign-off">
    <p className="whitespace-pre-line text-slate-900">{proposal.preparedBy.signature}</p>
    <p className="text-slate-600">{proposal.preparedBy.firm}</p>
  </footer>
);

const SectionHeading = ({
  section,
  number,
  measuring,
}: {
  section: ProposalSection;
  number: number;
  measuring: boolean;
}) => (
  <h2
    id={measuring ? undefined : `proposal-${section.id}`}
    className="flex items-baseline gap-2 text-[13pt] font-bold text-slate-900"
  >
    <span className="text-emerald-700">{number}.</span>
    {section.title}
  </h2>
);

/** A unit's box: the same on the measuring sheet and the shown one, so its height is what it takes. */
const UnitBox = ({ unit, first, children }: { unit: Unit; first: boolean; children: ReactNode }) => (
  <div className={unit.key.endsWith('-0') && !first ? 'proposal-keep pt-4 pb-2.5' : 'proposal-keep pb-2.5'}>
    {children}
  </div>
);

/** The units of one sheet, grouped by section (a section that goes on from the sheet before keeps its heading there). */
const SheetContent = ({ proposal, units }: { proposal: Proposal; units: Unit[] }) => {
  const sections = proposal.pages.flat();
  const groups: { section: number | null; units: Unit[] }[] = [];
  for (const unit of units) {
    const last = groups.at(-1);
    if (last && last.section === unit.section) last.units.push(unit);
    else groups.push({ section: unit.section, units: [unit] });
  }
  let index = 0;
  return (
    <>
      {groups.map((group) => {
        const boxes = group.units.map((unit) => (
          <UnitBox key={unit.key} unit={unit} first={index++ === 0}>
            {unit.node(false)}
          </UnitBox>
        ));
        if (group.section === null) return <div key={group.units[0]!.key}>{boxes}</div>;
        const section = sections[group.section]!;
        return (
          <section key={group.units[0]!.key} className="proposal-section" aria-labelledby={`proposal-${section.id}`}>
            {boxes}
          </section>
        );
      })}
    </>
  );
};

const paperCss = (paper: PaperSize) => {
  const { widthIn, heightIn, css } = PAPER[paper];
  return (
    `@page proposal { size: ${css}; }` +
    `@media screen and (min-width: 8.75in) { .proposal-sheets .proposal-page { width: ${widthIn}in; min-height: ${heightIn}in; } }`
  );
};

/**
 * The proposal on sheets of its paper (US Letter or A4), its amounts in its currency: its units measured at the paper's text width (off screen),
 * then laid on as many sheets as the printer will make, each with "Page n of N".
 */
export const ProposalSheets = ({ proposal: stored }: { proposal: Proposal }) => {
  const proposal = useMemo(() => proposalInCurrency(stored), [stored]);
  const paper: PaperSize = proposal.paperSize === 'a4' ? 'a4' : 'letter';
  const units = useMemo(() => unitsOf(proposal), [proposal]);
  const area = textArea(paper);
  const measure = useRef<HTMLDivElement>(null);
  const [laid, setLaid] = useState<{ units: Unit[]; paper: PaperSize; sheets: number[][] } | null>(null);
  // The sheets of these units on this paper, once measured; until then the measuring copy is on the page
  // (off screen), and it leaves once they are laid, so the proposal's text is on the page once.
  const sheets = laid && laid.units === units && laid.paper === paper ? laid.sheets : null;

  useLayoutEffect(() => {
    if (sheets) return;
    let live = true;
    const lay = () => {
      const boxes = measure.current ? [...measure.current.children] : [];
      if (!live || boxes.length === 0) return;
      const heights = boxes.map((box) => box.getBoundingClientRect().height);
      const keep = units.map((unit) => unit.keepWithNext);
      setLaid({ units, paper, sheets: paginate(heights, area.height, keep) });
    };
    // Measured once the web fonts are in: they set the lines' lengths.
    if (!document.fonts || document.fonts.status === 'loaded') lay();
    else void document.fonts.ready.then(lay);
    return () => {
      live = false;
    };
  }, [sheets, units, paper, area.height]);

  const pageCount = sheets?.length ?? 0;
  return (
    <div className="proposal-sheets" data-testid="proposal-document" data-paper={paper}>
      <style>{printFooterCss(proposal) + paperCss(paper)}</style>
      {sheets ? null : (
        <div
          ref={measure}
          aria-hidden="true"
          inert
          className="proposal-measure"
          style={{ width: `${area.width}px` }}
          data-testid="proposal-measure"
        >
          {units.map((unit, i) => (
            <UnitBox key={unit.key} unit={unit} first={i === 0}>
              {unit.node(true)}
            </UnitBox>
          ))}
        </div>
      )}
      {sheets?.map((indexes, pageIndex) => (
        <div key={pageIndex} className="proposal-page" data-testid="proposal-page">
          <div className="mb-6">
            <SheetContent proposal={proposal} units={indexes.map((i) => units[i]!)} />
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
