import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveConsultancy, useConsultancy, type ConsultancySettings } from '../api/proposals';

const FIELDS: { key: keyof ConsultancySettings; label: string; type?: string }[] = [
  { key: 'firm', label: 'Firm name' },
  { key: 'name', label: 'Signed by' },
  { key: 'email', label: 'Email', type: 'email' },
];

/** Optional multi-line fields: empty by default (older settings have none). */
const LINES: { key: 'address' | 'signature'; label: string; hint: string }[] = [
  { key: 'address', label: 'Postal address', hint: 'Shown under the firm in the title block.' },
  { key: 'signature', label: 'Signature', hint: 'Name and title lines of the sign-off at the end.' },
];

type Filled = Required<ConsultancySettings>;

const Form = ({ saved: stored }: { saved: ConsultancySettings }) => {
  const saved: Filled = { ...stored, address: stored.address ?? '', signature: stored.signature ?? '' };
  const [value, setValue] = useState<Filled>(saved);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const unchanged = [...FIELDS, ...LINES].every(({ key }) => value[key].trim() === saved[key]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const next = await saveConsultancy(value);
      setValue({ ...next, address: next.address ?? '', signature: next.signature ?? '' });
      toast({ title: 'Settings saved', description: 'New proposals are prepared by this consultancy.' });
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 sm:col-span-3">
        Prepared by
      </h2>
      <p className="-mt-2 text-sm text-slate-600 sm:col-span-3">
        The consultancy named on proposals drafted from now on. Drafted proposals keep theirs; edit them to change it.
      </p>
      {FIELDS.map(({ key, label, type }) => (
        <div key={key}>
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
          <Input
            id={`${id}-${key}`}
            type={type}
            required
            value={value[key]}
            onChange={(event) => setValue({ ...value, [key]: event.target.value })}
          />
        </div>
      ))}
      {LINES.map(({ key, label, hint }) => (
        <div key={key} className="sm:col-span-3 md:col-span-1">
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
          <Textarea
            id={`${id}-${key}`}
            rows={3}
            aria-describedby={`${id}-${key}-hint`}
            value={value[key]}
            onChange={(event) => setValue({ ...value, [key]: event.target.value })}
          />
          <p id={`${id}-${key}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        </div>
      ))}
      <div className="sm:col-span-3">
        <Button type="submit" size="sm" disabled={saving || unchanged}>
          {saving ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
};

/** The consultancy's name, signatory and email, as an admin sets them for the proposals to come. */
export const ConsultancySettingsForm = () => {
  const { data } = useConsultancy();
  return data ? <Form key={`${data.firm}|${data.name}|${data.email}`} saved={data} /> : null;
};
