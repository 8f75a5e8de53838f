import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ResponseSettings, Survey } from '@/types/generated/api';
import { saveResponseSettings, useResponseSettings } from '../../api/response-settings';
import { useAutosave } from '@/hooks/use-autosave';
import {
  emptyRow,
  exampleLink,
  settingsForm,
  settingsInput,
  type HiddenFieldRow,
  type ResponseSettingsForm,
} from '../../lib/hidden-fields-form';
import { FormSection } from '@/components/ui/form-section';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { SectionSaveState } from '@/components/ui/save-status';

const Row = ({
  index,
  row,
  link,
  onChange,
  onRemove,
}: {
  index: number;
  row: HiddenFieldRow;
  link: string;
  onChange: (row: HiddenFieldRow) => void;
  onRemove: () => void;
}) => {
  const id = `hidden-field-${index}`;
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="hidden-field-row">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-end">
        <div>
          <Label htmlFor={`${id}-key`}>Key</Label>
          <Input
            id={`${id}-key`}
            value={row.key}
            placeholder="team"
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => onChange({ ...row, key: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-label`}>Label</Label>
          <Input
            id={`${id}-label`}
            value={row.label}
            placeholder="Team"
            maxLength={100}
            onChange={(e) => onChange({ ...row, label: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-values`}>Allowed values</Label>
          <Input
            id={`${id}-values`}
            value={row.allowedValues}
            placeholder="Any value"
            onChange={(e) => onChange({ ...row, allowedValues: e.target.value })}
            aria-describedby={`${id}-values-hint`}
          />
        </div>
        <Button variant="ghost" size="sm" className="h-11" onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Remove<span className="sr-only"> hidden field {row.key}</span>
        </Button>
      </div>
      <p id={`${id}-values-hint`} className="mt-1.5 text-xs break-all text-slate-600">
        Comma-separated; blank takes any value. Link: <code>{link}</code>
      </p>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={row.personal}
          onChange={(e) => onChange({ ...row, personal: e.target.checked })}
        />
        Personal: names or singles out a person (never shown on a client link)
      </label>
    </li>
  );
};

const SettingsForm = ({ survey, saved }: { survey: Survey; saved: ResponseSettings }) => {
  const [form, setForm] = useState<ResponseSettingsForm>(() => settingsForm(saved));
  const outcome = settingsInput(form);
  const savedInput = settingsInput(settingsForm(saved));
  const signature = outcome.ok ? JSON.stringify(outcome.input) : '';
  const autosave = useAutosave({
    label: 'hidden fields',
    signature,
    unchanged: outcome.ok && savedInput.ok && signature === JSON.stringify(savedInput.input),
    problem: outcome.ok ? null : outcome.message,
    save: async () => {
      if (outcome.ok) await saveResponseSettings(survey.id, outcome.input);
    },
  });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const setRow = (index: number, row: HiddenFieldRow) =>
    setForm((current) => ({ ...current, fields: current.fields.map((r, i) => (i === index ? row : r)) }));
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby="hidden-fields-heading"
      noValidate
    >
      {form.fields.length > 0 ? (
        <ol className="space-y-3">
          {form.fields.map((row, index) => (
            <Row
              key={index}
              index={index}
              row={row}
              link={exampleLink(origin, survey.slug ?? survey.id, row)}
              onChange={(next) => setRow(index, next)}
              onRemove={() =>
                setForm((current) => ({ ...current, fields: current.fields.filter((_, i) => i !== index) }))
              }
            />
          ))}
        </ol>
      ) : null}
      {!outcome.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {outcome.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => setForm((current) => ({ ...current, fields: [...current.fields, emptyRow()] }))}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add hidden field
      </Button>
      <div className="max-w-xs">
        <Label htmlFor="abandon-after-days">Close unfinished responses after (days)</Label>
        <Input
          id="abandon-after-days"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          value={form.abandonAfterDays}
          placeholder="Never"
          onChange={(e) => setForm((current) => ({ ...current, abandonAfterDays: e.target.value }))}
          aria-describedby="abandon-after-days-hint"
        />
        <p id="abandon-after-days-hint" className="mt-1.5 text-xs text-slate-600">
          Optional. A response with no activity for this long is marked Abandoned instead of In progress.
        </p>
      </div>
      <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
    </form>
  );
};

/**
 * Hidden fields (issue 34): values the survey's link carries (?team=finance), recorded with each
 * response and never shown to the respondent; utm_source, utm_medium and utm_campaign need no entry.
 */
export const HiddenFieldsSection = ({ survey }: { survey: Survey }) => {
  const settings = useResponseSettings(survey.id);
  return (
    <FormSection
      title="Hidden fields"
      id="hidden-fields-heading"
      lead={
        <p>
          Values the survey link carries, such as <code>?team=finance</code>: recorded with each response, never shown
          to respondents. utm_source, utm_medium and utm_campaign are recorded without being listed. A value outside a
          field&apos;s allowed values is recorded as &quot;other&quot;.
        </p>
      }
    >
      {settings.error ? (
        <ErrorState
          title="Could not load the hidden fields"
          error={settings.error}
          onRetry={() => void settings.mutate()}
        />
      ) : !settings.data ? (
        <LoadingState label="Loading hidden fields..." />
      ) : (
        <SettingsForm survey={survey} saved={settings.data} />
      )}
    </FormSection>
  );
};
