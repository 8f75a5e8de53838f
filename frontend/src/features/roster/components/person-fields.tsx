import type { ReactNode } from 'react';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { PersonDraft } from '../lib/roster-display';

export type PersonField = 'name' | 'email' | 'team' | 'language' | 'attributes';
export type PersonProblems = Partial<Record<PersonField, string>>;

/** Where the server's refusal belongs: a taken e-mail (409) on the e-mail field; a 400 names each field. */
export function problemsOf(error: unknown): PersonProblems {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 409) return { email: errorMessage(error) };
  return Object.fromEntries(error.errors.map((p) => [p.pointer.replace(/^#?\//, ''), p.detail]));
}

/** A field's id and its problem's wiring: the message sits under the field and is read with it. */
export const fieldWiring = (id: string, name: PersonField, problems: PersonProblems) => ({
  id: `${id}-${name}`,
  'aria-invalid': problems[name] ? true : undefined,
  'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
});

export const FieldProblem = ({ id, name, problems }: { id: string; name: PersonField; problems: PersonProblems }) =>
  problems[name] ? (
    <p id={`${id}-${name}-problem`} className="mt-1 text-xs text-red-700">
      {problems[name]}
    </p>
  ) : null;

/** Name, e-mail, team and language: the fields of adding and of editing a person, with their problems. */
export const PersonFields = <D extends PersonDraft>({
  id,
  draft,
  onChange,
  problems,
  children,
}: {
  id: string;
  draft: D;
  onChange: (draft: D) => void;
  problems: PersonProblems;
  children?: ReactNode;
}) => (
  <div className="grid gap-4 sm:grid-cols-2">
    <div>
      <Label htmlFor={`${id}-name`}>
        Name<span aria-hidden="true"> *</span>
      </Label>
      <Input
        {...fieldWiring(id, 'name', problems)}
        required
        maxLength={200}
        dir="auto"
        autoComplete="off"
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <FieldProblem id={id} name="name" problems={problems} />
    </div>
    <div>
      <Label htmlFor={`${id}-email`}>
        E-mail<span aria-hidden="true"> *</span>
      </Label>
      <Input
        {...fieldWiring(id, 'email', problems)}
        type="email"
        required
        maxLength={320}
        autoComplete="off"
        value={draft.email}
        onChange={(event) => onChange({ ...draft, email: event.target.value })}
      />
      <FieldProblem id={id} name="email" problems={problems} />
    </div>
    <div>
      <Label htmlFor={`${id}-team`}>Team</Label>
      <Input
        {...fieldWiring(id, 'team', problems)}
        maxLength={100}
        dir="auto"
        autoComplete="off"
        value={draft.team}
        placeholder="Finance"
        onChange={(event) => onChange({ ...draft, team: event.target.value })}
      />
      <FieldProblem id={id} name="team" problems={problems} />
    </div>
    <div>
      <Label htmlFor={`${id}-language`}>Language</Label>
      <select
        {...fieldWiring(id, 'language', problems)}
        className={`${fieldClasses} h-11`}
        value={draft.language}
        onChange={(event) => onChange({ ...draft, language: event.target.value as PersonDraft['language'] })}
      >
        <option value="">Not known</option>
        <option value="en">English</option>
        <option value="ur">Urdu</option>
      </select>
      <FieldProblem id={id} name="language" problems={problems} />
    </div>
    {children}
  </div>
);
