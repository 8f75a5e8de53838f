import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { RosterPerson } from '@/types/generated/api';
import { updateRosterPerson } from '../api/roster-people';
import { editDraftOf, editPayload, type PersonEditDraft } from '../lib/roster-display';
import { FieldProblem, fieldWiring, PersonFields, problemsOf, type PersonProblems } from './person-fields';

/**
 * A person's details to edit in place, under their row: opened with the name field focused, closed by Save,
 * Cancel or Escape (the caller puts focus back on its Edit button). Each refusal is shown beside its field.
 */
export const EditPersonForm = ({
  clientId,
  person,
  onClose,
}: {
  clientId: string;
  person: RosterPerson;
  onClose: () => void;
}) => {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PersonEditDraft>(() => editDraftOf(person));
  const [problems, setProblems] = useState<PersonProblems>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => form.current?.querySelector<HTMLInputElement>('input')?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, problem } = editPayload(draft);
    if (problem) {
      setProblems({ attributes: problem });
      return;
    }
    setSaving(true);
    setProblems({});
    try {
      const saved = await updateRosterPerson(clientId, person.id, input);
      toast({ title: 'Saved', description: saved.name });
      onClose();
    } catch (error) {
      setProblems(problemsOf(error));
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setSaving(false);
    }
  };

  // Escape anywhere in the form is Cancel (while not saving).
  const closeOnEscape = useRef(() => {});
  closeOnEscape.current = () => {
    if (!saving) onClose();
  };
  useEffect(() => {
    const element = form.current;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeOnEscape.current();
    };
    element?.addEventListener('keydown', listener);
    return () => element?.removeEventListener('keydown', listener);
  }, []);

  return (
    <form
      ref={form}
      id={`${id}-form`}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Edit ${person.name}`}
      className="basis-full space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
      data-testid="edit-person-form"
    >
      <PersonFields id={id} draft={draft} onChange={setDraft} problems={problems}>
        <div className="sm:col-span-2">
          <Label htmlFor={`${id}-attributes`}>Other details</Label>
          <p id={`${id}-attributes-hint`} className="text-xs text-slate-600">
            One a line, such as Grade: B2. Removing a line removes that detail.
          </p>
          <Textarea
            {...fieldWiring(id, 'attributes', problems)}
            aria-describedby={[`${id}-attributes-hint`, problems.attributes ? `${id}-attributes-problem` : '']
              .join(' ')
              .trim()}
            dir="auto"
            rows={3}
            value={draft.attributes}
            onChange={(event) => setDraft({ ...draft, attributes: event.target.value })}
          />
          <FieldProblem id={id} name="attributes" problems={problems} />
        </div>
      </PersonFields>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
