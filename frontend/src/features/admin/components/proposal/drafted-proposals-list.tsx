import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useProposals } from '../../api/proposals';
import { formatDate } from '../../lib/format-date';

/**
 * Proposals drafted from reports, newest first, shown above the fixed example proposal. Hidden in print:
 * printing this page prints the example alone.
 */
export const DraftedProposalsList = () => {
  const { data, error, isLoading } = useProposals();
  return (
    <section
      aria-labelledby="drafted-proposals"
      className="mx-auto mt-6 max-w-[8.5in] rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:hidden"
    >
      <h2 id="drafted-proposals" className="text-base font-semibold text-slate-900">
        Proposals drafted from reports
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The proposal below is the fixed example. Proposals drafted from a survey&apos;s report are listed here, newest
        first.
      </p>
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
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <FileText className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              <Link
                href={paths.admin.proposal.href(p.id)}
                className="font-medium text-emerald-800 underline-offset-2 hover:underline"
              >
                {p.clientName}: {p.title}
              </Link>
              <span className="text-sm text-slate-600">
                Drafted {formatDate(p.draftedAt)}
                {p.editedAt ? `, edited ${formatDate(p.editedAt)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
