import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import { addRosterPerson } from '../api/roster-people';
import { emptyPersonDraft, personPayload, type PersonDraft } from '../lib/roster-display';
import { PersonFields, problemsOf, type PersonProblems } from './person-fields';

/** One person by hand: name and e-mail required, team and language optional. */
export const AddPersonForm = ({ clientId }: { clientId: string }) => {
  const id = useId();
  const [draft, setDraft] = useState<PersonDraft>(emptyPersonDraft);
  const [problems, setProblems] = useState<PersonProblems>({});
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
      setProblems(problemsOf(error));
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label="Add a person" className="space-y-4">
      <PersonFields id={id} draft={draft} onChange={setDraft} problems={problems} />
      <Button type="submit" disabled={saving}>
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        {saving ? 'Adding...' : 'Add person'}
      </Button>
    </form>
  );
};
