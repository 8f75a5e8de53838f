import { AlertTriangle, KeyRound, Power, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import type { Survey, WebhookEndpoint } from '@/types/generated/api';
import { deleteWebhookEndpoint } from '../../api/delete-webhook-endpoint';
import { forgetSessionOn401 } from '@/lib/session';
import { rotateWebhookSecret } from '../../api/rotate-webhook-secret';
import { sendWebhookTest } from '../../api/send-webhook-test';
import { updateWebhookEndpoint } from '../../api/update-webhook-endpoint';
import { formatDateTime } from '@/lib/format-date';
import { endpointStateBadge } from '../../lib/webhooks-display';
import { EraseButton } from '@/components/ui/erase-button';
import { DeliveryLog } from './delivery-log';

/** One endpoint: its state (and why), its actions and its delivery log. */
export const EndpointCard = ({
  endpoint,
  surveys,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  surveys: readonly Survey[];
  onSecret: (secret: string) => void;
}) => {
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  /** The last action's failure, shown in the card until the next action succeeds. */
  const [failure, setFailure] = useState<string | null>(null);
  /** The last action's outcome when it has one to tell ("Test event queued"). */
  const [notice, setNotice] = useState<string | null>(null);
  const badge = endpointStateBadge(endpoint.state);
  const survey = endpoint.surveyId ? surveys.find((s) => s.id === endpoint.surveyId) : null;

  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    setNotice(null);
    try {
      await action();
      setFailure(null);
    } catch (error) {
      setFailure(errorMessage(error));
      await forgetSessionOn401(error);
    } finally {
      setBusy(null);
    }
  };

  const sendTest = () =>
    run('test', async () => {
      await sendWebhookTest(endpoint.id);
      setNotice('Test event queued: it shows in the delivery log with its reply.');
    });
  const rotate = () =>
    run('rotate', async () => {
      const rotated = await rotateWebhookSecret(endpoint.id);
      onSecret(rotated.secret);
    });
  const toggle = () =>
    run('toggle', async () => {
      await updateWebhookEndpoint(endpoint.id, { enabled: endpoint.state !== 'active' });
    });

  return (
    <Card data-testid="webhook-endpoint">
      <article aria-labelledby={`${id}-url`} className="p-5 sm:p-6">
        <header className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant={badge.variant} data-testid="endpoint-state">
                {badge.label}
              </Badge>
              <span className="text-sm text-slate-600">
                {survey ? survey.title : endpoint.surveyId ? 'One survey' : 'All surveys'}
              </span>
            </p>
            <h2 id={`${id}-url`} className="mt-2 text-base font-semibold break-all text-slate-900">
              {endpoint.url}
            </h2>
            {endpoint.description ? <p className="mt-1 text-sm text-slate-700">{endpoint.description}</p> : null}
            <p className="mt-2 flex flex-wrap gap-1.5">
              {endpoint.eventTypes.map((type) => (
                <Badge key={type} variant="outline">
                  {type}
                </Badge>
              ))}
            </p>
            {endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > Date.now() ? (
              <p className="mt-2 text-sm text-slate-600">
                The previous secret signs too until {formatDateTime(endpoint.previousSecretExpiresAt)}.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
            <Button size="sm" onClick={() => void sendTest()} disabled={busy !== null || endpoint.state === 'disabled'}>
              <Send className="h-4 w-4" aria-hidden="true" />
              Send test event
            </Button>
            <Button variant="outline" size="sm" onClick={() => void rotate()} disabled={busy !== null}>
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              Rotate secret
            </Button>
            <Button variant="outline" size="sm" onClick={() => void toggle()} disabled={busy !== null}>
              <Power className="h-4 w-4" aria-hidden="true" />
              {endpoint.state === 'active' ? 'Disable' : 'Enable'}
            </Button>
            <EraseButton
              what="endpoint"
              description="The endpoint and its delivery log will be removed; it receives nothing more."
              onErase={() => deleteWebhookEndpoint(endpoint.id)}
            />
          </div>
        </header>
        {failure ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800" data-testid="endpoint-failure">
            Not done: {failure}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            {notice}
          </p>
        ) : null}
        {endpoint.state !== 'active' && endpoint.stateReason ? (
          <p
            role={endpoint.state === 'failing' ? 'alert' : undefined}
            className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              {endpoint.stateReason}.{' '}
              {endpoint.state === 'failing'
                ? 'New events are still tried; fix the receiver, then Redeliver what failed.'
                : 'Enable it to receive events again.'}
            </span>
          </p>
        ) : null}
        <DeliveryLog endpointId={endpoint.id} headingId={`${id}-log`} />
      </article>
    </Card>
  );
};
