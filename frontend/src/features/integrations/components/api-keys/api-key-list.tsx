import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import type { ApiKey as ApiKeyRecord } from '@/types/generated/api';
import { scopeLabels } from '../../lib/api-key-form';
import { formatDateTime } from '@/lib/format-date';
import { RevokeApiKeyButton } from './revoke-api-key-button';

const When = ({ iso, fallback }: { iso: string | null; fallback: string }) =>
  iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <>{fallback}</>;

const ApiKeyCard = ({ apiKey }: { apiKey: ApiKeyRecord }) => (
  <Card data-testid="api-key-card">
    <article aria-labelledby={`api-key-${apiKey.id}`} className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <UserText as="h3" id={`api-key-${apiKey.id}`} className="text-base font-semibold break-words text-slate-900">
          {apiKey.label}
        </UserText>
        <p className="mt-1 font-mono text-sm text-slate-700">
          <span className="sr-only">Starts with </span>
          {apiKey.shownPart}…
        </p>
        <ul aria-label="Scopes" className="mt-2 flex flex-wrap gap-1.5">
          {scopeLabels(apiKey.scopes).map((label) => (
            <li key={label}>
              <Badge variant="muted">{label}</Badge>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Created</dt>
          <dd className="text-slate-900">
            <When iso={apiKey.createdAt} fallback="" />
          </dd>
          <dt className="text-slate-600">Last used</dt>
          <dd className="text-slate-900">
            <When iso={apiKey.lastUsedAt} fallback="Never" />
          </dd>
        </dl>
      </div>
      <div className="shrink-0">
        <RevokeApiKeyButton id={apiKey.id} label={apiKey.label} />
      </div>
    </article>
  </Card>
);

export const ApiKeyList = ({ apiKeys }: { apiKeys: readonly ApiKeyRecord[] }) => (
  <ul className="space-y-4">
    {apiKeys.map((apiKey) => (
      <li key={apiKey.id}>
        <ApiKeyCard apiKey={apiKey} />
      </li>
    ))}
  </ul>
);
