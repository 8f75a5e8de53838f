import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Survey } from '@/types/generated/api';
import { updateSurvey } from '../../api/update-survey';
import { useActiveToggle } from '../../hooks/use-active-toggle';
import { useAutosave } from '@/hooks/use-autosave';
import {
  AVAILABILITY_BADGE,
  countsText,
  isEmptyPatch,
  settingsForm,
  settingsPatch,
  type SettingsForm,
} from '../../lib/survey-lifecycle';
import { ActiveSwitch } from '../active-switch';
import { FormSection } from '@/components/ui/form-section';
import { SectionSaveState } from '@/components/ui/save-status';

const RESPONDENTS_SEE: Record<Survey['availability'], string> = {
  open: 'Respondents can start the survey.',
  inactive: 'Respondents see that the survey is not open right now.',
  closed: 'Respondents see that the survey is closed.',
  full: 'Respondents see that the survey is full.',
};

const FieldError = ({ id, message }: { id: string; message: string | null }) =>
  message ? (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;

/** On/off, an optional close date and an optional response cap. The switch saves at once; the fields once typing pauses. */
export const AvailabilityForm = ({ survey }: { survey: Survey }) => {
  const active = useActiveToggle(survey);
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(survey));
  const badge = AVAILABILITY_BADGE[survey.availability];
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const set = (field: keyof SettingsForm, value: string) => setForm((current) => ({ ...current, [field]: value }));

  const outcome = settingsPatch(survey, form);
  const patch = outcome.ok ? outcome.patch : null;
  const errors: Partial<Record<keyof SettingsForm, string>> = outcome.ok ? {} : { [outcome.field]: outcome.message };
  const autosave = useAutosave({
    label: 'availability',
    signature: JSON.stringify(patch),
    unchanged: patch !== null && isEmptyPatch(patch),
    problem: outcome.ok ? null : outcome.message,
    save: async () => {
      if (patch) await updateSurvey(survey.id, patch);
    },
  });

  return (
    <FormSection
      title="Availability"
      id="availability-heading"
      lead={
        <p className="flex flex-wrap items-center gap-2" data-testid="availability-status">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <span>{RESPONDENTS_SEE[survey.availability]}</span>
          <span className="text-slate-500">({countsText(survey)})</span>
        </p>
      }
    >
      <div className="space-y-6">
        <div>
          <ActiveSwitch
            checked={active.checked}
            pending={active.pending}
            onToggle={() => void active.toggle()}
            label="Active"
            describedBy="survey-active-hint"
          />
          <p id="survey-active-hint" className="mt-1 text-xs text-slate-600">
            Switched off, nobody can start the survey; it saves at once.
          </p>
        </div>
        <form
          className="space-y-5"
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby="availability-heading"
          noValidate
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <Label htmlFor="survey-closes-at">Close date</Label>
              <div className="flex gap-2">
                <Input
                  id="survey-closes-at"
                  type="datetime-local"
                  value={form.closesAt}
                  onChange={(e) => set('closesAt', e.target.value)}
                  aria-invalid={errors.closesAt ? true : undefined}
                  aria-describedby={
                    errors.closesAt ? 'survey-closes-at-hint survey-closes-at-error' : 'survey-closes-at-hint'
                  }
                />
                {form.closesAt ? (
                  <Button variant="ghost" size="sm" className="h-11" onClick={() => set('closesAt', '')}>
                    Clear<span className="sr-only"> close date</span>
                  </Button>
                ) : null}
              </div>
              <p id="survey-closes-at-hint" className="mt-1.5 text-xs text-slate-600">
                Optional. From this moment nobody can start the survey. Your time zone: {zone}.
              </p>
              <FieldError id="survey-closes-at-error" message={errors.closesAt ?? null} />
            </div>
            <div>
              <Label htmlFor="survey-response-cap">Response cap</Label>
              <Input
                id="survey-response-cap"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={form.responseCap}
                onChange={(e) => set('responseCap', e.target.value)}
                placeholder="No cap"
                aria-invalid={errors.responseCap ? true : undefined}
                aria-describedby={
                  errors.responseCap ? 'survey-response-cap-hint survey-response-cap-error' : 'survey-response-cap-hint'
                }
              />
              <p id="survey-response-cap-hint" className="mt-1.5 text-xs text-slate-600">
                Optional. Once this many people have started, new respondents see that the survey is full.
              </p>
              <FieldError id="survey-response-cap-error" message={errors.responseCap ?? null} />
            </div>
          </div>
          <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
        </form>
      </div>
    </FormSection>
  );
};
