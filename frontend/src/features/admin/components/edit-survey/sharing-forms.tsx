import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Survey } from '@/types/generated/api';
import { setEmbedOrigins, setEndScreen } from '../../api/set-survey-sharing';
import { useAutosave } from '../../hooks/use-autosave';
import { endScreenForm, endScreenOf, originsOf, redirectProblem, type EndScreenForm } from '../../lib/sharing-form';
import { FormSection } from '../form-section';
import { SectionSaveState } from './section-save-state';

/** The origins that may show the survey in a frame, one a line; saved once typing pauses. */
export const EmbeddingForm = ({ survey }: { survey: Survey }) => {
  const [text, setText] = useState(() => survey.embedOrigins.join('\n'));
  const origins = originsOf(text);
  const autosave = useAutosave({
    label: 'embedding',
    signature: JSON.stringify(origins),
    unchanged: JSON.stringify(origins) === JSON.stringify(survey.embedOrigins),
    problem: null,
    save: async () => {
      await setEmbedOrigins(survey.id, origins);
    },
  });
  return (
    <FormSection
      title="Embedding"
      id="embedding-heading"
      lead={
        <p>Which sites may show this survey in a frame (the iframe, script and popup snippets of the Share panel).</p>
      }
    >
      <div className="space-y-2">
        <Label htmlFor="survey-embed-origins">Sites allowed to embed</Label>
        <Textarea
          id="survey-embed-origins"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="https://intranet.example.com"
          aria-describedby="survey-embed-origins-hint"
          spellCheck={false}
          className="font-mono text-sm"
        />
        <p id="survey-embed-origins-hint" className="text-xs text-slate-600">
          One origin a line: https://host or https://host:port (http://localhost and http://127.0.0.1 for development).
          Empty: no other site may embed the survey.
        </p>
        <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
    </FormSection>
  );
};

/** The thank-you texts in each of the survey's languages, the redirect URL and the embed switch. */
export const EndScreenSection = ({ survey }: { survey: Survey }) => {
  const [form, setForm] = useState<EndScreenForm>(() => endScreenForm(survey));
  const set = <K extends keyof EndScreenForm>(field: K, value: EndScreenForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const urdu = survey.languages.includes('ur');
  const sent = endScreenOf(form, survey.languages);
  const problem = redirectProblem(form.redirectUrl);
  const autosave = useAutosave({
    label: 'end screen',
    signature: JSON.stringify(sent),
    unchanged: JSON.stringify(sent) === JSON.stringify(endScreenOf(endScreenForm(survey), survey.languages)),
    problem,
    save: async () => {
      await setEndScreen(survey.id, sent);
    },
  });
  return (
    <FormSection
      title="End screen"
      id="end-screen-heading"
      lead={
        <p>
          What respondents see when they finish. Left blank: &lsquo;Thank you!&rsquo; and the standard message, then the
          home page.
        </p>
      }
    >
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="end-en-title">Title (English)</Label>
            <Input
              id="end-en-title"
              value={form.enTitle}
              maxLength={200}
              placeholder="Thank you!"
              onChange={(e) => set('enTitle', e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="end-en-message">Message (English)</Label>
            <Textarea
              id="end-en-message"
              rows={2}
              value={form.enMessage}
              maxLength={2000}
              placeholder="Your response has been submitted successfully"
              onChange={(e) => set('enMessage', e.target.value)}
            />
          </div>
          {urdu ? (
            <>
              <div lang="ur" dir="rtl">
                <Label htmlFor="end-ur-title">عنوان (Urdu title)</Label>
                <Input
                  id="end-ur-title"
                  value={form.urTitle}
                  maxLength={200}
                  placeholder="شکریہ!"
                  onChange={(e) => set('urTitle', e.target.value)}
                />
              </div>
              <div lang="ur" dir="rtl">
                <Label htmlFor="end-ur-message">پیغام (Urdu message)</Label>
                <Textarea
                  id="end-ur-message"
                  rows={2}
                  value={form.urMessage}
                  maxLength={2000}
                  placeholder="آپ کا جواب کامیابی سے جمع ہو گیا ہے"
                  onChange={(e) => set('urMessage', e.target.value)}
                />
              </div>
            </>
          ) : null}
        </div>
        <div>
          <Label htmlFor="end-redirect">Redirect URL</Label>
          <Input
            id="end-redirect"
            type="url"
            value={form.redirectUrl}
            placeholder="https://example.com/thanks?team={team}"
            onChange={(e) => set('redirectUrl', e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'end-redirect-hint end-redirect-error' : 'end-redirect-hint'}
          />
          <p id="end-redirect-hint" className="mt-1.5 text-xs text-slate-600">
            Optional, https only. {'{team}'} or {'{utm_source}'} takes the respondent&rsquo;s value of that field.
          </p>
          {problem ? (
            <p id="end-redirect-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 accent-emerald-700"
            checked={form.redirectTopWindow}
            onChange={(e) => set('redirectTopWindow', e.target.checked)}
          />
          <span>
            In an embed, send the host page to the redirect URL
            <span className="block text-xs text-slate-600">
              Off: the redirect happens inside the frame. Without a redirect URL an embed stays on the thank-you screen.
            </span>
          </span>
        </label>
        <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
    </FormSection>
  );
};
