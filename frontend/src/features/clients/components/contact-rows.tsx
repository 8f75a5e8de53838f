import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { emptyContact, type ContactDraft } from '../lib/client-form';

type Props = {
  idPrefix: string;
  contacts: ContactDraft[];
  onChange: (contacts: ContactDraft[]) => void;
  newKey: () => string;
  /** Problems by JSON Pointer, from the server's 400 (/contacts/0/email). */
  problems: Readonly<Record<string, string>>;
};

const FIELDS = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { field: 'role', label: 'Role', type: 'text', autoComplete: 'off' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
] as const;

/** The people at the client: a name each, and an e-mail, phone and role when known. */
export const ContactRows = ({ idPrefix, contacts, onChange, newKey, problems }: Props) => {
  const change = (key: string, field: keyof ContactDraft, value: string) =>
    onChange(contacts.map((c) => (c.key === key ? { ...c, [field]: value } : c)));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Contacts</legend>
      {contacts.length === 0 ? <p className="mb-3 text-sm text-slate-600">No contacts yet.</p> : null}
      <ol className="space-y-4">
        {contacts.map((contact, index) => (
          <li
            key={contact.key}
            role="group"
            aria-labelledby={`${idPrefix}-contact-${contact.key}-label`}
            className="rounded-lg border border-slate-200 p-3 sm:p-4"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <span id={`${idPrefix}-contact-${contact.key}-label`} className="text-sm font-medium text-slate-700">
                Contact {index + 1}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(contacts.filter((c) => c.key !== contact.key))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Remove<span className="sr-only"> contact {index + 1}</span>
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {FIELDS.map(({ field, label, type, autoComplete }) => {
                const id = `${idPrefix}-contact-${contact.key}-${field}`;
                const problem = problems[`/contacts/${index}/${field}`];
                return (
                  <div key={field} className="min-w-0">
                    <Label htmlFor={id}>
                      {label}
                      {field === 'name' ? <span aria-hidden="true"> *</span> : null}
                    </Label>
                    <Input
                      id={id}
                      type={type}
                      autoComplete={autoComplete}
                      required={field === 'name'}
                      maxLength={200}
                      value={contact[field]}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-problem` : undefined}
                      onChange={(event) => change(contact.key, field, event.target.value)}
                    />
                    {problem ? (
                      <p id={`${id}-problem`} className="mt-1 text-xs text-red-700">
                        {problem}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => onChange([...contacts, emptyContact(newKey())])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add contact
      </Button>
    </fieldset>
  );
};
