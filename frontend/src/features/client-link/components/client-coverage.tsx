import type { ClientCoverage as Coverage, ClientCoverageRow } from '@/types/generated/api';
import type { ClientLanguage, ClientPageTexts } from '../content/client-page-texts';
import { HiddenNote } from './hidden-note';

type Props = { coverage: Coverage; t: ClientPageTexts; language: ClientLanguage };

const rowLabel = (row: ClientCoverageRow, t: ClientPageTexts): string =>
  row.kind === 'combined' ? t.combinedTeams(row.teams) : row.kind === 'no-team' ? t.noTeam : (row.team ?? '');

const figure = (n: number | null, t: ClientPageTexts) => (n === null ? t.withheld : String(n));

// Narrow on a phone: five columns fit 390 px with the team's name wrapping.
const cell = 'px-1.5 py-2 text-end tabular-nums sm:px-3';

/**
 * Who was invited, started and completed, by team against its headcount (issue 48): teams under the link's
 * floor together in one row, a row too small even then withheld with the reason. Teams only, never names.
 */
export const ClientCoverage = ({ coverage, t, language }: Props) => (
  <section aria-labelledby="client-coverage" className="client-section" data-testid="client-coverage">
    <h2 id="client-coverage" className="text-xl font-bold text-slate-900">
      {t.coverage}
    </h2>
    <p className="mt-1 text-sm text-slate-600">{t.coverageNote(coverage.minGroupSize)}</p>
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white print:overflow-visible">
      <table className="w-full text-xs sm:text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="px-1.5 py-2 text-start font-semibold sm:px-3">
              {t.team}
            </th>
            {[t.headcount, t.invited, t.started, t.completed].map((label) => (
              <th key={label} scope="col" className="px-1.5 py-2 text-end align-bottom font-semibold sm:px-3">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {coverage.rows.map((row) => (
            <tr key={`${row.kind}:${row.team ?? ''}`} className="break-inside-avoid" data-testid="client-coverage-row">
              <th scope="row" className="px-1.5 py-2 text-start font-medium break-words text-slate-900 sm:px-3">
                <span dir={row.kind === 'team' ? 'auto' : undefined}>{rowLabel(row, t)}</span>
              </th>
              <td className={cell}>{row.headcount}</td>
              {row.hiddenReason ? (
                <td colSpan={3} className="px-1.5 py-2 sm:px-3">
                  <HiddenNote reason={row.hiddenReason} language={language} />
                </td>
              ) : (
                <>
                  <td className={cell}>{figure(row.invited, t)}</td>
                  <td className={cell}>{figure(row.started, t)}</td>
                  <td className={cell}>{figure(row.completed, t)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-200 font-semibold text-slate-900">
            <th scope="row" className="px-1.5 py-2 text-start sm:px-3">
              {t.allTeams}
            </th>
            <td className={cell}>{coverage.headcount}</td>
            <td className={cell}>{figure(coverage.invited, t)}</td>
            <td className={cell}>{figure(coverage.started, t)}</td>
            <td className={cell}>{figure(coverage.completed, t)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  </section>
);
