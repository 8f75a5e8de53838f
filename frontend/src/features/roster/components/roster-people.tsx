import { Pencil, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/status-screens';
import { UserText } from '@/components/ui/user-text';
import { formatDate } from '@/lib/format-date';
import type { Roster, RosterPerson } from '@/types/generated/api';
import { attributesText, LANGUAGE_LABEL, peopleCount, teamGroups } from '../lib/roster-display';
import { EditPersonForm } from './edit-person-form';
import { ErasePersonButton, RemovePersonButton } from './person-actions';

type Can = { mayEdit: boolean; isOwner: boolean };

/** One person: name (as typed, right to left when Urdu), e-mail, language, extra columns, and what may be done. */
const PersonRow = ({
  clientId,
  person,
  can,
  removed = false,
}: {
  clientId: string;
  person: RosterPerson;
  can: Can;
  removed?: boolean;
}) => {
  const extra = attributesText(person.attributes);
  const formId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const closeEditor = () => {
    setEditing(false);
    // After the form is gone, back to the button that opened it.
    setTimeout(() => editButton.current?.focus(), 0);
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid="roster-person">
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <UserText as="span" className="inline-block min-w-0 font-medium break-words text-slate-900">
            {person.name}
          </UserText>
          {person.language ? <Badge variant="muted">{LANGUAGE_LABEL[person.language]}</Badge> : null}
        </div>
        <p className="mt-0.5 text-sm break-all text-slate-600">{person.email}</p>
        {extra ? <UserText className="mt-0.5 text-xs break-words text-slate-600">{extra}</UserText> : null}
        {removed && person.removedAt ? (
          <p className="mt-0.5 text-xs text-slate-600">Removed {formatDate(person.removedAt)}</p>
        ) : null}
      </div>
      {(can.mayEdit && !removed) || can.isOwner ? (
        <div className="flex flex-wrap gap-1">
          {can.mayEdit && !removed ? (
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              aria-expanded={editing}
              aria-controls={editing ? formId : undefined}
              onClick={() => (editing ? closeEditor() : setEditing(true))}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit<span className="sr-only"> {person.name}</span>
            </Button>
          ) : null}
          {can.mayEdit && !removed ? <RemovePersonButton clientId={clientId} person={person} /> : null}
          {can.isOwner ? <ErasePersonButton clientId={clientId} person={person} /> : null}
        </div>
      ) : null}
      {editing ? (
        <div id={formId} className="basis-full">
          <EditPersonForm clientId={clientId} person={person} onClose={closeEditor} />
        </div>
      ) : null}
    </li>
  );
};

/**
 * The people on the roster in their teams, each team with its count; those removed under a disclosure
 * (owners may still erase them). Viewers see no buttons: the server refuses them all the same.
 */
export const RosterPeople = ({ clientId, roster, can }: { clientId: string; roster: Roster; can: Can }) => {
  const groups = teamGroups(roster.people);
  return (
    <div className="space-y-6">
      {groups.length === 0 ? (
        <EmptyState
          icon={<Users className="h-6 w-6" aria-hidden="true" />}
          title="No one on this roster yet"
          text={can.mayEdit ? 'Import a CSV or add people by hand.' : 'A consultant imports or adds the people.'}
        />
      ) : (
        <>
          <ul aria-label="Teams" className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.key}>
                <Badge variant="outline">
                  <UserText as="span" className="inline">
                    {group.label}
                  </UserText>
                  <span aria-hidden="true">·</span>
                  {peopleCount(group.people.length)}
                </Badge>
              </li>
            ))}
          </ul>
          {groups.map((group, index) => {
            const headingId = `roster-team-${index}`;
            return (
              <section
                key={group.key}
                aria-labelledby={headingId}
                className="rounded-xl border border-slate-200 bg-white px-4 sm:px-5"
              >
                <h3
                  id={headingId}
                  className="flex flex-wrap items-baseline gap-x-2 border-b border-slate-100 py-3 text-base font-semibold text-slate-900"
                >
                  <UserText as="span" className="inline min-w-0 break-words">
                    {group.label}
                  </UserText>{' '}
                  <span className="text-sm font-normal text-slate-600">({peopleCount(group.people.length)})</span>
                </h3>
                <ul className="divide-y divide-slate-100">
                  {group.people.map((person) => (
                    <PersonRow key={person.id} clientId={clientId} person={person} can={can} />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      {roster.removed.length > 0 ? (
        <details className="rounded-xl border border-slate-200 bg-slate-50 px-4 sm:px-5">
          <summary className="cursor-pointer py-3 text-sm font-semibold text-slate-800">
            Removed from the roster ({peopleCount(roster.removed.length)})
          </summary>
          <p className="text-xs text-slate-600">
            No survey reaches them. Their details stay until an owner erases them.
          </p>
          <ul className="divide-y divide-slate-200">
            {roster.removed.map((person) => (
              <PersonRow key={person.id} clientId={clientId} person={person} can={can} removed />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
};
