import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { MailLogEntry, MailNotifications, Survey } from '@/types/generated/api';
import { useMailLog } from '../../api/get-mail-log';
import { saveMailNotifications, useMailNotifications } from '../../api/mail-notifications';
import { useAutosave } from '@/hooks/use-autosave';
import { notificationsForm, notificationsInput, type MailNotificationsForm } from '../../lib/mail-notifications-form';
import { FormSection } from '@/components/ui/form-section';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { SectionSaveState } from '@/components/ui/save-status';

const STATUS: Record<MailLogEntry['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Sending', variant: 'muted' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  refused: { label: 'Refused', variant: 'danger' },
  skipped: { label: 'Not sent', variant: 'warning' },
};

const Choice = ({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
}) => (
  <label className="flex items-start gap-3 text-sm text-slate-800">
    <input
      type="radio"
      name={name}
      value={value}
      className="mt-0.5 h-5 w-5 accent-emerald-700"
      checked={checked}
      onChange={onChange}
    />
    <span>
      {label}
      {hint ? <span className="block text-xs text-slate-600">{hint}</span> : null}
    </span>
  </label>
);

const SettingsForm = ({ survey, saved }: { survey: Survey; saved: MailNotifications }) => {
  const [form, setForm] = useState<MailNotificationsForm>(() => notificationsForm(saved));
  const outcome = notificationsInput(form);
  const savedInput = notificationsInput(notificationsForm(saved));
  const signature = outcome.ok ? JSON.stringify(outcome.input) : '';
  const autosave = useAutosave({
    label: 'notifications',
    signature,
    unchanged: outcome.ok && savedInput.ok && signature === JSON.stringify(savedInput.input),
    problem: outcome.ok ? null : outcome.message,
    save: async () => {
      if (outcome.ok) await saveMailNotifications(survey.id, outcome.input);
    },
  });
  const set = <K extends keyof MailNotificationsForm>(key: K, value: MailNotificationsForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const unsubscribed = saved.recipients.filter((r) => r.unsubscribed);
  return (
    <form className="space-y-5" onSubmit={(event) => event.preventDefault()} noValidate>
      <div>
        <Label htmlFor="mail-recipients">Recipients</Label>
        <Textarea
          id="mail-recipients"
          rows={3}
          value={form.recipients}
          placeholder="owner@example.com"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => set('recipients', e.target.value)}
          aria-invalid={outcome.ok ? undefined : true}
          aria-describedby={outcome.ok ? 'mail-recipients-hint' : 'mail-recipients-hint mail-recipients-error'}
        />
        <p id="mail-recipients-hint" className="mt-1.5 text-xs text-slate-600">
          One address per line, or separated by commas. Leave empty to send no e-mail.
        </p>
        {!outcome.ok ? (
          <p id="mail-recipients-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {outcome.message}
          </p>
        ) : null}
        {unsubscribed.length > 0 ? (
          <p className="mt-1.5 text-xs text-amber-800">
            Unsubscribed by their own link: {unsubscribed.map((r) => r.address).join(', ')}. Remove and add an address
            again to send it mail again.
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">When</legend>
        <Choice
          name="mail-mode"
          value="each"
          checked={form.mode === 'each'}
          onChange={() => set('mode', 'each')}
          label="Each completed response"
        />
        <Choice
          name="mail-mode"
          value="digest"
          checked={form.mode === 'digest'}
          onChange={() => set('mode', 'digest')}
          label="Daily digest"
          hint="New responses since the last digest, completion rate, where most people stop, the newest themes."
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Language of the e-mails</legend>
        <Choice
          name="mail-language"
          value="en"
          checked={form.language === 'en'}
          onChange={() => set('language', 'en')}
          label="English"
        />
        <Choice
          name="mail-language"
          value="ur"
          checked={form.language === 'ur'}
          onChange={() => set('language', 'ur')}
          label="Urdu (اردو)"
        />
      </fieldset>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 accent-emerald-700"
          checked={form.includeAnswers}
          onChange={(e) => set('includeAnswers', e.target.checked)}
        />
        <span>
          Include answer text
          <span className="block text-xs text-slate-600">
            Off: a per-response e-mail says a response came in, without what the respondent wrote.
          </span>
        </span>
      </label>
      <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
    </form>
  );
};

const MailLog = ({ surveyId }: { surveyId: string }) => {
  const log = useMailLog(surveyId);
  if (log.error || !log.data) return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">Last e-mails</h3>
      {log.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No e-mail sent yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="mail-log">
          {log.data.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
              <Badge variant={STATUS[mail.status].variant}>{STATUS[mail.status].label}</Badge>
              <span className="min-w-0 break-all text-slate-900">{mail.address}</span>
              <span className="text-xs text-slate-600">
                {mail.kind === 'digest' ? 'Digest' : 'Response'} ·{' '}
                {new Date(mail.lastAttemptAt ?? mail.createdAt).toLocaleString()}
              </span>
              {mail.error ? <span className="w-full text-xs break-words text-red-800">{mail.error}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** E-mail notifications (issue 30): who hears of this survey's responses, how often, in which language. */
export const NotificationsSection = ({ survey }: { survey: Survey }) => {
  const settings = useMailNotifications(survey.id);
  return (
    <FormSection
      title="E-mail notifications"
      id="notifications-heading"
      lead={<p>E-mail someone when a response is completed, or once a day with a digest.</p>}
    >
      {settings.error ? (
        <ErrorState
          title="Could not load the notifications"
          error={settings.error}
          onRetry={() => void settings.mutate()}
        />
      ) : !settings.data ? (
        <LoadingState label="Loading notifications..." />
      ) : (
        <>
          {!settings.data.enabled ? (
            <p
              role="status"
              className="mb-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="mail-off"
            >
              {settings.data.disabledReason ?? 'E-mail is off.'} The settings below are kept and take effect once it is
              on.
            </p>
          ) : null}
          <SettingsForm survey={survey} saved={settings.data} />
          <MailLog surveyId={survey.id} />
        </>
      )}
    </FormSection>
  );
};
