import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import type { Survey, WebhookEndpointCreated, WebhookEventType } from '@/types/generated/api';
import { createWebhookEndpoint } from '../../api/create-webhook-endpoint';
import { forgetSessionOn401 } from '@/lib/session';
import { EVENT_TYPE_CHOICES, endpointFormProblems } from '../../lib/webhooks-display';

const ALL_SURVEYS = '';

/** Adds an endpoint: URL, an optional description, one survey or all, and the events it wants. */
export const EndpointForm = ({
  surveys,
  onCreated,
}: {
  surveys: readonly Survey[];
  onCreated: (created: WebhookEndpointCreated) => void;
}) => {
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [surveyId, setSurveyId] = useState(ALL_SURVEYS);
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(['response.completed']);
  const [problems, setProblems] = useState<{ url?: string; events?: string }>({});
  const [saving, setSaving] = useState(false);
  /** The server's refusal, beside the form until the next try succeeds or the input changes. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEventTypes((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = endpointFormProblems(url, eventTypes);
    setProblems(found);
    if (found.url || found.events) return;
    setRefusal(null);
    setSaving(true);
    try {
      const created = await createWebhookEndpoint({
        url: url.trim(),
        description: description.trim() || undefined,
        surveyId: surveyId === ALL_SURVEYS ? null : surveyId,
        eventTypes,
      });
      setUrl('');
      setDescription('');
      setRefusal(null);
      onCreated(created);
    } catch (error) {
      setRefusal(errorMessage(error));
      await forgetSessionOn401(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby={`${id}-title`}
        className="space-y-5 p-5 sm:p-6"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Add an endpoint
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-url`}>Endpoint URL</Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              placeholder="https://example.com/webhooks/seedline"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setRefusal(null);
              }}
              aria-invalid={problems.url || refusal ? true : undefined}
              aria-describedby={problems.url ? `${id}-url-problem` : refusal ? `${id}-refusal` : undefined}
            />
            {problems.url ? (
              <p id={`${id}-url-problem`} className="mt-1.5 text-sm text-red-700">
                {problems.url}
              </p>
            ) : null}
          </div>
          <div>
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Input
              id={`${id}-description`}
              maxLength={200}
              placeholder="CRM, team chat, spreadsheet..."
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-survey`}>Surveys</Label>
            <select
              id={`${id}-survey`}
              className={`${fieldClasses} h-11`}
              value={surveyId}
              onChange={(e) => setSurveyId(e.target.value)}
            >
              <option value={ALL_SURVEYS}>All surveys</option>
              {surveys.map((survey) => (
                <option key={survey.id} value={survey.id}>
                  {survey.title}
                </option>
              ))}
            </select>
          </div>
          <fieldset aria-describedby={problems.events ? `${id}-events-problem` : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Events</legend>
            <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
              {EVENT_TYPE_CHOICES.map((choice) => (
                <label key={choice.value} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 accent-emerald-700"
                    checked={eventTypes.includes(choice.value)}
                    onChange={(e) => toggle(choice.value, e.target.checked)}
                  />
                  <span>
                    {choice.label} <code className="text-xs text-slate-600">{choice.value}</code>
                  </span>
                </label>
              ))}
            </div>
            {problems.events ? (
              <p id={`${id}-events-problem`} className="mt-1.5 text-sm text-red-700">
                {problems.events}
              </p>
            ) : null}
          </fieldset>
        </div>
        <Button type="submit" disabled={saving}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {saving ? 'Adding...' : 'Add endpoint'}
        </Button>
        {refusal ? (
          <p
            id={`${id}-refusal`}
            role="alert"
            className="text-sm font-medium text-red-800"
            data-testid="endpoint-refusal"
          >
            Could not add the endpoint: {refusal}
          </p>
        ) : null}
      </form>
    </Card>
  );
};
