import { Building2, Inbox, Mail, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { mailtoHref } from '@/lib/mailto';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { eraseContactMessage } from '@/features/messages/api/erase-contact-message';
import { useContactMessages } from '@/features/messages/api/get-contact-messages';
import { EraseButton } from '@/components/ui/erase-button';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/status-screens';
import { formatDateTime } from '@/lib/format-date';
import { newestFirst } from '@/features/messages/lib/messages';
import type { ContactMessage } from '@/types/generated/api';

const MessageCard = ({ message }: { message: ContactMessage }) => (
  <Card data-testid="message-card">
    <article aria-labelledby={`message-${message.id}`} className="p-5">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 flex-1">
          <UserText as="h2" id={`message-${message.id}`} className="text-base font-semibold break-words text-slate-900">
            {message.name}
          </UserText>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <a
              href={mailtoHref(message.email)}
              className="inline-flex items-center gap-1.5 break-all text-emerald-800 underline-offset-2 hover:underline"
            >
              <Mail className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {message.email}
            </a>
            {message.company ? (
              <span className="inline-flex items-center gap-1.5">
                <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                <UserText as="span">{message.company}</UserText>
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <time dateTime={message.receivedAt} className="text-sm text-slate-600">
            {formatDateTime(message.receivedAt)}
          </time>
          <EraseButton
            what={`message from ${message.name}`}
            description="The sender's name, e-mail, company and message will be deleted for good."
            onErase={() => eraseContactMessage(message.id)}
          />
        </div>
      </header>
      <UserText
        data-testid="message-text"
        className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900"
      >
        {message.message}
      </UserText>
    </article>
  </Card>
);

export const MessagesScreen = () => {
  useDocumentTitle('Contact messages');
  const { data, error, mutate, isValidating } = useContactMessages(true);

  return (
    <PageContainer className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Contact messages"
        lead={
          data
            ? `${data.length === 1 ? '1 message' : `${data.length} messages`} from the contact form, newest first.`
            : 'Messages from the contact form, newest first.'
        }
        actions={
          <Button variant="ghost" onClick={() => void mutate()} disabled={isValidating}>
            <RotateCw className={isValidating ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <section aria-label="Messages" className="mt-8">
        {error ? (
          <ErrorState
            title="Could not load messages"
            error={error}
            onRetry={isValidating ? undefined : () => void mutate()}
          />
        ) : !data ? (
          <LoadingState label="Loading messages..." />
        ) : data.length === 0 ? (
          <EmptyState
            icon={<Inbox className="h-6 w-6" aria-hidden="true" />}
            title="No messages yet"
            text="Messages sent from the contact page appear here."
          />
        ) : (
          <ol className="space-y-4">
            {newestFirst(data).map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </PageContainer>
  );
};
