import { Mail, Pencil, Phone, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import type { Client } from '@/types/generated/api';
import { ArchiveClientButton, RestoreClientButton } from './archive-client-button';
import { ClientForm } from './client-form';

/**
 * Each client with its description and contacts, and a link to its staff roster; those who may edit open
 * one in place or archive it (viewers see no buttons: the server refuses them all the same).
 */
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
                <ClientCard
                  client={client}
                  actions={
                    mayEdit ? (
                      <>
                        <Button type="button" variant="outline" size="sm" onClick={() => setEditing(client.id)}>
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                          Edit<span className="sr-only"> {client.name}</span>
                        </Button>
                        <ArchiveClientButton client={client} />
                      </>
                    ) : null
                  }
                />
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
};

/** The archived clients, each with when it was archived and (for those who may edit) Restore. */
export const ArchivedClientList = ({ clients, mayEdit }: { clients: Client[]; mayEdit: boolean }) => {
  if (clients.length === 0) return <p className="text-sm text-slate-600">No archived clients.</p>;
  return (
    <ul className="space-y-4">
      {clients.map((client) => (
        <li key={client.id}>
          <Card className="bg-slate-50">
            <CardContent className="p-5 sm:p-6">
              <ClientCard
                client={client}
                note={client.archivedAt ? `Archived ${formatDate(client.archivedAt)}` : null}
                actions={mayEdit ? <RestoreClientButton client={client} /> : null}
              />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
};

type CardProps = { client: Client; actions: ReactNode; note?: string | null };

const ClientCard = ({ client, actions, note = null }: CardProps) => (
  <article aria-labelledby={`client-${client.id}-name`} className="min-w-0">
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 id={`client-${client.id}-name`} className="text-base font-semibold break-words text-slate-900">
          <UserText as="span">{client.name}</UserText>
        </h3>
        {note ? <p className="mt-0.5 text-xs text-slate-600">{note}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink href={paths.admin.clientRoster.href(client.id)} variant="outline" size="sm">
          <Users className="h-4 w-4" aria-hidden="true" />
          Staff roster<span className="sr-only"> of {client.name}</span>
        </ButtonLink>
        {actions}
      </div>
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
