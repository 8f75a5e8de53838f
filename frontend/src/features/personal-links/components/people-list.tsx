import { useId, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PersonalLink, PersonalLinkStatus } from '@/types/generated/api';
import { filterPeople, PEOPLE_PAGE, showingText, STATUS_LABEL, type PeopleFilter } from '../lib/personal-links-display';
import { CopyLink } from './copy-link';

const STATUS_CHOICES: { value: PeopleFilter['status']; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  ...(Object.entries(STATUS_LABEL) as [PersonalLinkStatus, string][]).map(([value, label]) => ({ value, label })),
];

/**
 * The people and their links: a search and a status to find one among 400, the first 50 shown and more on
 * request, so the section stays a page a consultant can scan.
 */
export const PeopleList = ({ links }: { links: readonly PersonalLink[] }) => {
  const id = useId();
  const [filter, setFilter] = useState<PeopleFilter>({ query: '', status: 'all' });
  const [shown, setShown] = useState(PEOPLE_PAGE);
  const matching = useMemo(() => filterPeople(links, filter), [links, filter]);
  const visible = matching.slice(0, shown);
  const change = (next: Partial<PeopleFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setShown(PEOPLE_PAGE);
  };

  return (
    <div className="space-y-3">
      {links.length > 10 ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Label htmlFor={`${id}-query`}>Find a person</Label>
            <Input
              id={`${id}-query`}
              type="search"
              className="mt-1"
              placeholder="Name, e-mail or team"
              value={filter.query}
              onChange={(event) => change({ query: event.target.value })}
            />
          </div>
          <div className="sm:w-48">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <select
              id={`${id}-status`}
              className={`${fieldClasses} mt-1 h-11`}
              value={filter.status}
              onChange={(event) => change({ status: event.target.value as PeopleFilter['status'] })}
            >
              {STATUS_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <p className="text-sm text-slate-600" role="status" data-testid="people-shown">
        {showingText(visible.length, matching.length, links.length)}
      </p>
      {matching.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No one matches. Clear the search or choose another status.
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
          aria-label="People and their links"
        >
          {visible.map((link) => (
            <li key={link.personId} className="flex flex-wrap items-center gap-3 px-4 py-2.5" data-testid="staff-link">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  <bdi>{link.name ?? 'Erased from the roster'}</bdi>
                </p>
                <p className="text-xs text-slate-600">
                  <bdi>{[link.team, link.email].filter(Boolean).join(' · ')}</bdi>
                </p>
              </div>
              <Badge variant={link.status === 'completed' ? 'success' : 'muted'}>{STATUS_LABEL[link.status]}</Badge>
              <CopyLink link={link} />
            </li>
          ))}
        </ul>
      )}
      {visible.length < matching.length ? (
        <Button variant="outline" onClick={() => setShown((n) => n + PEOPLE_PAGE)}>
          Show {Math.min(PEOPLE_PAGE, matching.length - visible.length)} more
          <span className="sr-only"> people</span>
        </Button>
      ) : null}
    </div>
  );
};
