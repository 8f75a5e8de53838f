import { RotateCw, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mutate as revalidate } from 'swr';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { WebhookDelivery } from '@/types/generated/api';
import { useWebhookDeliveries } from '../../api/get-webhook-deliveries';
import { webhookEndpointsKey } from '../../api/get-webhook-endpoints';
import { forgetSessionOn401 } from '@/lib/session';
import { redeliverWebhook } from '../../api/redeliver-webhook';
import { formatDateTime } from '@/lib/format-date';
import { canRedeliver, deliveryStatusBadge, replySummary } from '../../lib/webhooks-display';

const Field = ({ term, children, className }: { term: string; children: ReactNode; className?: string }) => (
  <div className={cn('min-w-0', className)}>
    <dt className="text-xs font-medium text-slate-600">{term}</dt>
    <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
  </div>
);

const DeliveryRow = ({ delivery }: { delivery: WebhookDelivery }) => {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null);
  const badge = deliveryStatusBadge(delivery.status);
  const redeliver = async () => {
    setBusy(true);
    try {
      await redeliverWebhook(delivery);
      setOutcome({ failed: false, text: `Queued again: it goes out with the same webhook-id.` });
    } catch (error) {
      setOutcome({ failed: true, text: `Could not redeliver: ${errorMessage(error)}` });
      await forgetSessionOn401(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li data-testid="delivery-row" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <code className="text-sm font-semibold text-slate-900">{delivery.eventType}</code>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </p>
        {canRedeliver(delivery) ? (
          <Button variant="outline" size="sm" onClick={() => void redeliver()} disabled={busy}>
            <Send className="h-4 w-4" aria-hidden="true" />
            Redeliver<span className="sr-only"> {delivery.eventType}</span>
          </Button>
        ) : null}
      </div>
      {outcome ? (
        <p
          role={outcome.failed ? 'alert' : 'status'}
          className={cn('mt-2 text-sm', outcome.failed ? 'font-medium text-red-800' : 'text-slate-700')}
        >
          {outcome.text}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field term="Attempts">{delivery.attempts}</Field>
        <Field term="Last try">{delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : '—'}</Field>
        <Field term="Next try">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}</Field>
        <Field term="Webhook id">
          <code className="text-xs">{delivery.id}</code>
        </Field>
        <Field term="Reply" className="col-span-2 sm:col-span-4">
          <span data-testid="delivery-reply">{replySummary(delivery)}</span>
        </Field>
      </dl>
    </li>
  );
};

/** An endpoint's deliveries, newest first, read again while one is pending. */
export const DeliveryLog = ({ endpointId, headingId }: { endpointId: string; headingId: string }) => {
  const { data, error, mutate, isValidating } = useWebhookDeliveries(endpointId);
  // A delivery that settles may change its endpoint's state (410: disabled; out of retries: failing),
  // so the endpoints are read again whenever the log changes after it first loaded.
  const seen = useRef<string | null>(null);
  const signature = data?.map((d) => `${d.id}:${d.status}`).join(' ') ?? null;
  useEffect(() => {
    if (signature === null) return;
    if (seen.current !== null && seen.current !== signature) void revalidate(webhookEndpointsKey);
    seen.current = signature;
  }, [signature]);
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Delivery log
        </h3>
        <Button variant="ghost" size="sm" onClick={() => void mutate()} disabled={isValidating}>
          <RotateCw className={isValidating ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          Refresh<span className="sr-only"> the delivery log</span>
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Could not load the deliveries: {errorMessage(error)}
        </p>
      ) : !data ? (
        <p className="mt-2 text-sm text-slate-600">Loading deliveries...</p>
      ) : data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No deliveries yet. Send a test event to try the endpoint.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {data.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ol>
      )}
    </section>
  );
};
