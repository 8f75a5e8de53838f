import { QUOTE_WITHDRAWN } from '@proposal-wording/proposal-wording';
import type { components } from '@/types/generated/api';

// A proposal's blocks as the reader sees them: the proposal's sheets (features/proposals) and the client's
// page (features/client-link) draw the same blocks the same way.

type ProposalBlock = components['schemas']['ProposalSection']['blocks'][number];
type ProposalQuote = components['schemas']['ProposalQuote'];

/**
 * A quote the respondent withdrew shows only the mark, set apart from the words of the others. The
 * respondent's words are isolated (bdi), so an Urdu quote runs right to left inside its quotation marks
 * instead of pulling the marks and the response number into its own direction. Reads as the proposal's
 * copied text (quoteLine, features/proposals).
 */
export const ProposalQuoteItem = ({ quote }: { quote: ProposalQuote }) =>
  quote.withdrawn ? (
    <li className="text-slate-600 italic" data-testid="quote-withdrawn">
      {QUOTE_WITHDRAWN}
    </li>
  ) : (
    <li>
      “<bdi>{quote.text}</bdi>” (Response #{quote.responseNumber})
      {quote.gloss ? <>. In English (machine translation): “{quote.gloss}”</> : null}
    </li>
  );

export const ProposalBlockView = ({ block }: { block: ProposalBlock }) => {
  switch (block.kind) {
    case 'paragraph':
      return <p className="proposal-keep text-slate-800">{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5 text-slate-800 marker:text-emerald-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <div
          className={
            block.columns === 3
              ? 'grid gap-3 sm:grid-cols-3 print:grid-cols-3'
              : 'grid gap-3 sm:grid-cols-2 print:grid-cols-2'
          }
        >
          {block.items.map((card) => (
            <div key={card.title} className="proposal-keep rounded-lg border border-slate-200 bg-slate-50 p-3">
              <h3 className="font-semibold text-slate-900">{card.title}</h3>
              {card.meta ? (
                <p className="text-[9pt] font-medium tracking-wide text-emerald-800 uppercase">{card.meta}</p>
              ) : null}
              <p className="mt-1 text-slate-700">{card.text}</p>
            </div>
          ))}
        </div>
      );
    case 'table':
      return (
        // A narrow screen scrolls the table by itself: a region the keyboard can reach and scroll.
        <div
          className="proposal-keep overflow-x-auto"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={`Table: ${block.caption}`}
        >
          <table className="w-full border-collapse text-left text-[9.5pt]">
            <caption className="pb-1.5 text-left text-[9pt] font-medium text-slate-600">{block.caption}</caption>
            <thead>
              <tr className="border-b-2 border-emerald-700">
                {block.columns.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={
                      i === 0 ? 'py-1.5 pr-3 font-semibold text-slate-900' : 'px-2 py-1.5 font-semibold text-slate-900'
                    }
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-slate-200">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-1.5 pr-3 font-normal text-slate-800">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-2 py-1.5 text-slate-800">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'facts':
      return (
        <dl className="proposal-keep divide-y divide-slate-200 rounded-lg border border-slate-200">
          {block.items.map((fact, i) => {
            const total = i === block.items.length - 1;
            return (
              <div
                key={fact.label}
                className={
                  total
                    ? 'flex justify-between gap-4 bg-emerald-50 px-3 py-2 font-semibold'
                    : 'flex justify-between gap-4 px-3 py-2'
                }
              >
                <dt className="text-slate-800">{fact.label}</dt>
                <dd className="shrink-0 text-slate-900">{fact.value}</dd>
              </div>
            );
          })}
        </dl>
      );
    case 'quotes':
      return (
        <ul className="list-disc space-y-1 pl-5 text-slate-800 marker:text-emerald-700">
          {block.items.map((quote) => (
            <ProposalQuoteItem key={quote.place} quote={quote} />
          ))}
        </ul>
      );
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
};
