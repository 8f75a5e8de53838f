import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { UserWithLink } from '@/types/generated/api';
import { useUsers } from '@/features/team/api/get-users';
import { InviteForm } from '@/features/team/components/invite-form';
import { LinkPanel } from '@/features/team/components/link-panel';
import { UserList } from '@/features/team/components/user-list';

/** Owners: the members, inviting one by a single-use link, resetting a password, deactivating. */
export const TeamScreen = () => {
  useDocumentTitle('Team');
  const { data, error, mutate, isValidating } = useUsers();
  const [made, setMade] = useState<UserWithLink | null>(null);

  return (
    <PageContainer className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Team"
        lead="Owners manage the team and may erase responses; consultants build and run surveys; viewers read."
      />
      <div className="mt-8 space-y-8">
        {made ? <LinkPanel made={made} onDone={() => setMade(null)} /> : null}
        <Card>
          <CardContent className="p-5 sm:p-6">
            <h2 className="mb-1 text-lg font-semibold text-slate-900">Invite a member</h2>
            <p className="mb-4 text-sm text-slate-600">
              You get a link that works once, for 7 days. Send it yourself, or give their e-mail address and Seedline
              sends it; they choose their password there.
            </p>
            <InviteForm onInvited={setMade} />
          </CardContent>
        </Card>
        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Members
          </h2>
          {error ? (
            <ErrorState
              title="Could not load the team"
              error={error}
              onRetry={isValidating ? undefined : () => void mutate()}
            />
          ) : !data ? (
            <LoadingState label="Loading the team..." className="flex items-center gap-3 py-8 text-slate-700" />
          ) : (
            <UserList users={data} onLink={setMade} />
          )}
        </section>
      </div>
    </PageContainer>
  );
};
