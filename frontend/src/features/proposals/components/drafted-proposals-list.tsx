import { FileText, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useProposals } from '../api/proposals';
import { formatDate } from '@/lib/format-date';

/** The proposal page that opens the print dialog once the proposal has loaded. */
export const printHref = (id: string) => `${paths.admin.proposal.href(id)}?print=1`;

/**
 * The proposals drafted from reports, newest first, each opened or printed on its own page. Hidden in
 * print: the Proposals page prints only its example.
 */
export const DraftedProposalsList = () => {
  const { data, error, isLoading } = useProposals();
  return (
    <section
      aria-labelledby="drafted-proposals"
      className="mx-auto mt-6 max-w-[8.5in] rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:hidden"
    >
      <h2 id="drafted-proposals" className="text-lg font-semibold text-slate-900">
        Your proposals
      </h2>
      <p className="mt-1 text-sm text-slate-600">Drafted from a survey&apos;s report, newest first.</p>
      {isLoading ? (
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      ) : error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load the drafted proposals.
        </p>
      ) : !data || data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          None yet: open a completed report and choose &lsquo;Create proposal from report&rsquo;.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="drafted-proposals">
          {data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <FileText className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <Link
                  href={paths.admin.proposal.href(p.id)}
                  className="font-medium break-words text-emerald-800 underline-offset-2 hover:underline"
                >
                  {p.clientName}: {p.title}
                </Link>
                <p className="text-sm text-slate-600">
                  Drafted {formatDate(p.draftedAt)}
                  {p.editedAt ? `, edited ${formatDate(p.editedAt)}` : ''}
                </p>
              </div>
              <Link
                href={printHref(p.id)}
                aria-label={`Print ${p.clientName}: ${p.title}`}
                className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                <Printer className="h-4 w-4" aria-hidden="true" />
                Print
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
