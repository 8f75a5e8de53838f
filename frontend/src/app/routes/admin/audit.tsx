import { History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/status-screens';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAudit, type AuditFilter } from '@/features/audit/api/get-audit';
import { AuditFilters } from '@/features/audit/components/audit-filters';
import { AuditTable } from '@/features/audit/components/audit-table';
import { useSurveys } from '@/features/survey-builder/api/get-surveys';
import { useUsers } from '@/features/team/api/get-users';

/** Owners: who did what and when, from the log; the team and the surveys fill the filters. */
export const AuditScreen = () => {
  useDocumentTitle('Audit trail');
  const [filter, setFilter] = useState<AuditFilter>({});
  const { data, error, mutate, isValidating } = useAudit(filter);
  const { data: users } = useUsers();
  const { data: surveys } = useSurveys(true);
  const people = useMemo(() => (users ?? []).map((u) => ({ id: u.id, label: u.username })), [users]);
  const surveyChoices = useMemo(() => (surveys ?? []).map((s) => ({ id: s.id, label: s.title })), [surveys]);
  const titles = useMemo(() => new Map(surveyChoices.map((s) => [s.id, s.label])), [surveyChoices]);

  return (
    <PageContainer>
      <PageHeader
        title="Audit trail"
        lead="Who created, edited, shared, exported, erased and invited, and when. An erasure shows only that it happened."
      />
      <div className="mt-8 space-y-6">
        <AuditFilters filter={filter} onChange={setFilter} people={people} surveys={surveyChoices} />
        {error ? (
          <ErrorState
            title="Could not load the audit trail"
            error={error}
            onRetry={isValidating ? undefined : () => void mutate()}
          />
        ) : !data ? (
          <LoadingState label="Loading the audit trail..." />
        ) : data.entries.length === 0 ? (
          <EmptyState
            icon={<History className="h-6 w-6" aria-hidden="true" />}
            title="Nothing here"
            text="No entry matches these filters."
          />
        ) : (
          <AuditTable entries={data.entries} surveyTitles={titles} />
        )}
      </div>
    </PageContainer>
  );
};
