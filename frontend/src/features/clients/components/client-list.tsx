import { Mail, Pencil, Phone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import type { Client } from '@/types/generated/api';
import { ClientForm } from './client-form';

/** Each client with its description and contacts; those who may edit open one in place. */
export const ClientList = ({ clients, mayEdit }: { clients: Client[]; mayEdit: boolean }) => {
  const [editing, setEditing] = useState<string | null>(null);
  if (clients.length === 0) return <p className="text-sm text-slate-600">No clients yet.</p>;
  return (
    <ul className="space-y-4">
      {clients.map((client) => (
        <li key={client.id}>
          <Card>
            <CardContent className="p-5 sm:p-6">
              {editing === client.id ? (
                <ClientForm client={client} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
              ) : (
                <ClientCard client={client} onEdit={mayEdit ? () => setEditing(client.id) : null} />
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
};

const ClientCard = ({ client, onEdit }: { client: Client; onEdit: (() => void) | null }) => (
  <article aria-labelledby={`client-${client.id}-name`} className="min-w-0">
    <div className="flex flex-wrap items-start justify-between gap-3">
      <h3 id={`client-${client.id}-name`} className="min-w-0 text-base font-semibold break-words text-slate-900">
        <UserText as="span">{client.name}</UserText>
      </h3>
      {onEdit ? (
        <Button type="button" variant="outline" size="sm" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit<span className="sr-only"> {client.name}</span>
        </Button>
      ) : null}
    </div>
    {client.description ? (
      <UserText className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{client.description}</UserText>
    ) : null}
    {client.contacts.length > 0 ? (
      <ul className="mt-3 space-y-2" aria-label={`Contacts at ${client.name}`}>
        {client.contacts.map((contact, index) => (
          <li key={index} className="text-sm break-words text-slate-700">
            <span className="font-medium text-slate-900">{contact.name}</span>
            {contact.role ? `, ${contact.role}` : null}
            <span className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1">
              {contact.email ? (
                <a
                  href={`mailto:${contact.email}`}
                  className="inline-flex items-center gap-1 text-emerald-800 underline"
                >
                  <Mail className="h-3.5 w-3.5" aria-hidden="true" />
                  <span className="break-all">{contact.email}</span>
                </a>
              ) : null}
              {contact.phone ? (
                <a href={`tel:${contact.phone}`} className="inline-flex items-center gap-1 text-emerald-800 underline">
                  <Phone className="h-3.5 w-3.5" aria-hidden="true" />
                  {contact.phone}
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    ) : null}
  </article>
);
