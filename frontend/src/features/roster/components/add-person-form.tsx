import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import { addRosterPerson } from '../api/roster-people';
import { emptyPersonDraft, personPayload, type PersonDraft } from '../lib/roster-display';

type Field = 'name' | 'email' | 'team' | 'language';

/** One person by hand: name and e-mail required, team and language optional. */
export const AddPersonForm = ({ clientId }: { clientId: string }) => {
  const id = useId();
  const [draft, setDraft] = useState<PersonDraft>(emptyPersonDraft);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblems({});
    try {
      const person = await addRosterPerson(clientId, personPayload(draft));
      toast({ title: 'Added to the roster', description: person.name });
      setDraft(emptyPersonDraft());
    } catch (error) {
      // A taken e-mail belongs on the e-mail field; a 400 names each field at fault.
      if (error instanceof ApiError) {
        const named = Object.fromEntries(error.errors.map((p) => [p.pointer.replace(/^#?\//, ''), p.detail]));
        setProblems(error.status === 409 ? { email: errorMessage(error) } : named);
      }
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: Field) =>
    problems[name] ? (
      <p id={`${id}-${name}-problem`} className="mt-1 text-xs text-red-700">
        {problems[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label="Add a person" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-name`}>
            Name<span aria-hidden="true"> *</span>
          </Label>
          <Input
            {...field('name')}
            required
            maxLength={200}
            dir="auto"
            autoComplete="off"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          {problem('name')}
        </div>
        <div>
          <Label htmlFor={`${id}-email`}>
            E-mail<span aria-hidden="true"> *</span>
          </Label>
          <Input
            {...field('email')}
            type="email"
            required
            maxLength={320}
            autoComplete="off"
            value={draft.email}
            onChange={(event) => setDraft({ ...draft, email: event.target.value })}
          />
          {problem('email')}
        </div>
        <div>
          <Label htmlFor={`${id}-team`}>Team</Label>
          <Input
            {...field('team')}
            maxLength={100}
            dir="auto"
            autoComplete="off"
            value={draft.team}
            placeholder="Finance"
            onChange={(event) => setDraft({ ...draft, team: event.target.value })}
          />
          {problem('team')}
        </div>
        <div>
          <Label htmlFor={`${id}-language`}>Language</Label>
          <select
            {...field('language')}
            className={`${fieldClasses} h-11`}
            value={draft.language}
            onChange={(event) => setDraft({ ...draft, language: event.target.value as PersonDraft['language'] })}
          >
            <option value="">Not known</option>
            <option value="en">English</option>
            <option value="ur">Urdu</option>
          </select>
          {problem('language')}
        </div>
      </div>
      <Button type="submit" disabled={saving}>
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        {saving ? 'Adding...' : 'Add person'}
      </Button>
    </form>
  );
};
