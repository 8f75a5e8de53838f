import { Send, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { InlineError } from '@/components/ui/status-screens';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { AnonymityMode } from '@/types/generated/api';
import { issuePersonalLinks, setAnonymity, useCoverage, usePersonalLinks } from '../api/personal-links';
import { ofText } from '../lib/personal-links-display';
import { PeopleList } from './people-list';
import { StaffMailPanel } from './staff-mail-panel';

const Coverage = ({ surveyId }: { surveyId: string }) => {
  const { data, error } = useCoverage(surveyId);
  if (error) return <InlineError error={error} />;
  if (!data) return <Spinner label="Loading coverage" />;
  if (data.headcount === 0) return null;
  return (
    <div className="overflow-x-auto" data-testid="coverage">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="mb-2 text-start text-sm text-slate-600">
          Coverage by team: {ofText(data.completed, data.headcount)} completed. Teams under {data.minGroupSize} people
          are shown together.
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-start text-slate-700">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              Team
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              People
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              Invited
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              Started
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              Completed
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={`${row.team}-${row.combined}`} className="border-b border-slate-100" data-testid="coverage-row">
              <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                <bdi>{row.team}</bdi>
                {row.combined ? (
                  <span className="block text-xs font-normal text-slate-600">{row.teams} teams</span>
                ) : null}
              </th>
              <td className="py-2 pe-3">{row.headcount}</td>
              {row.hiddenReason ? (
                <td colSpan={3} className="py-2 text-slate-600">
                  {row.hiddenReason}
                </td>
              ) : (
                <>
                  <td className="py-2 pe-3">{ofText(row.invited, row.headcount)}</td>
                  <td className="py-2 pe-3">{ofText(row.started, row.headcount)}</td>
                  <td className="py-2">{ofText(row.completed, row.headcount)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const ANONYMITY_CHOICES: { value: AnonymityMode; label: string; hint: string }[] = [
  {
    value: 'anonymous',
    label: 'Anonymous',
    hint: 'You see who has taken part, never which answers are whose; responses keep the team only.',
  },
  { value: 'identified', label: 'Identified', hint: 'Each response shows the person’s name and e-mail.' },
];

/** Coverage alone, for a viewer (the links and the people are for consultants and owners). */
export const StaffCoverage = ({ surveyId }: { surveyId: string }) => (
  <section aria-labelledby="staff-coverage-title" className="mt-8 space-y-3">
    <h2 id="staff-coverage-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
      <Users className="h-5 w-5 text-emerald-700" aria-hidden="true" />
      Staff coverage
    </h2>
    <Coverage surveyId={surveyId} />
  </section>
);

/**
 * Staff links and coverage (issue 48): a personal link for each person on the client's roster, anonymous
 * or identified answers, each person's status with a copy-link button, and coverage by team (consultants
 * and owners).
 */
export const PersonalLinksSection = ({ surveyId }: { surveyId: string }) => {
  const { data, error } = usePersonalLinks(surveyId);
  const [busy, setBusy] = useState(false);
  if (error) return <InlineError error={error} />;
  if (!data) return <Spinner label="Loading staff links" />;
  const used = data.links.some((link) => link.status !== 'not started');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      toast({ title: 'Error', description: errorMessage(caught), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const issue = () =>
    run(async () => {
      const { issued, total } = await issuePersonalLinks(surveyId);
      toast({
        title: 'Success',
        description:
          issued > 0 ? `${issued} new personal links; ${total} in all.` : 'Everyone on the roster has a link.',
      });
    });

  return (
    <section aria-labelledby="staff-links-title" className="mt-8 space-y-5" data-testid="staff-links">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="staff-links-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Users className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          Staff links and coverage
        </h2>
        {data.rosterSize > data.links.length ? (
          <Button size="sm" disabled={busy} onClick={() => void issue()}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {data.links.length === 0 ? 'Create personal links for the roster' : 'Create links for new people'}
          </Button>
        ) : null}
      </div>
      {data.rosterSize === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          The client’s roster is empty: import its staff on the client’s roster page, then create a personal link for
          each person here.
        </p>
      ) : null}
      <fieldset disabled={used || busy}>
        <legend className="text-sm font-medium text-slate-800">Answers through personal links</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {ANONYMITY_CHOICES.map((choice) => (
            <div key={choice.value} className="flex max-w-sm items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                id={`anonymity-${choice.value}`}
                name={`anonymity-${surveyId}`}
                className="mt-0.5 h-4 w-4 accent-emerald-700"
                checked={data.anonymity === choice.value}
                aria-describedby={`anonymity-${choice.value}-hint`}
                onChange={() => void run(async () => void (await setAnonymity(surveyId, choice.value)))}
              />
              <label htmlFor={`anonymity-${choice.value}`}>
                <span className="font-medium">{choice.label}</span>
                <span id={`anonymity-${choice.value}-hint`} className="block text-xs text-slate-600">
                  {choice.hint}
                </span>
              </label>
            </div>
          ))}
        </div>
        {used ? (
          <p className="mt-2 text-xs text-slate-600">Fixed: respondents have opened their links under this setting.</p>
        ) : null}
      </fieldset>
      <Coverage surveyId={surveyId} />
      {data.links.length > 0 ? <StaffMailPanel surveyId={surveyId} /> : null}
      {data.links.length > 0 ? <PeopleList links={data.links} /> : null}
    </section>
  );
};
