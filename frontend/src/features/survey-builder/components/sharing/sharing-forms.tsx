import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Survey } from '@/types/generated/api';
import { setEmbedOrigins, setEndScreen, setSurveyListing } from '../../api/set-survey-sharing';
import { ActiveSwitch } from '../active-switch';
import { useAutosave } from '@/hooks/use-autosave';
import {
  endScreenForm,
  endScreenOf,
  readOrigins,
  redirectProblem,
  refusedOriginsProblem,
  type AfterEnd,
  type EndScreenForm,
} from '../../lib/sharing-form';
import { FormSection } from '@/components/ui/form-section';
import { SectionSaveState } from '@/components/ui/save-status';

/** The origins that may show the survey in a frame, one a line; saved once typing pauses. */
export const EmbeddingForm = ({ survey }: { survey: Survey }) => {
  const [text, setText] = useState(() => survey.embedOrigins.join('\n'));
  const { origins, readAs, refused } = readOrigins(text);
  const leftOut = refusedOriginsProblem(refused);
  const autosave = useAutosave({
    label: 'embedding',
    signature: JSON.stringify(origins),
    unchanged: JSON.stringify(origins) === JSON.stringify(survey.embedOrigins),
    problem: null,
    leftOut,
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
          aria-describedby={`survey-embed-origins-hint${leftOut ? ' survey-embed-origins-problem' : ''}`}
          aria-invalid={leftOut ? true : undefined}
          spellCheck={false}
          className="font-mono text-sm"
        />
        <p id="survey-embed-origins-hint" className="text-xs text-slate-600">
          One site a line, such as intranet.example.pk (read as https://) or https://host:port (http://localhost and
          http://127.0.0.1 for development). Empty: no other site may embed the survey.
        </p>
        {readAs.length > 0 ? (
          <ul className="text-xs break-words text-slate-700" data-testid="embed-origins-read-as">
            {readAs.map(({ line, origin }) => (
              <li key={line}>
                {line} is saved as <span className="font-mono">{origin}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {leftOut ? (
          <p id="survey-embed-origins-problem" role="alert" className="text-sm font-medium break-words text-red-800">
            {leftOut}
          </p>
        ) : null}
        <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
    </FormSection>
  );
};

/** Whether the survey shows on the password-gated /surveys list or only to those given its link; saved at once. */
export const ListingSection = ({ survey }: { survey: Survey }) => {
  const [listed, setListed] = useState(survey.listed);
  const autosave = useAutosave({
    label: 'listing',
    signature: String(listed),
    unchanged: listed === survey.listed,
    problem: null,
    save: async () => {
      await setSurveyListing(survey.id, listed);
    },
    delay: 0,
  });
  return (
    <FormSection
      title="Survey list"
      id="listing-heading"
      lead={<p>Whether respondents find this survey on the password-protected survey list, or only by its link.</p>}
    >
      <div className="space-y-2">
        <ActiveSwitch
          checked={listed}
          onToggle={() => setListed((current) => !current)}
          label="Show on the survey list"
          describedBy="survey-listing-hint"
        />
        <p id="survey-listing-hint" className="text-xs text-slate-600">
          {listed
            ? 'Listed: anyone with the survey-list password sees it while it is active.'
            : 'Unlisted: left off the survey list; only people given its link can open it (for a client’s staff).'}
        </p>
        <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
    </FormSection>
  );
};

const AFTER_END_CHOICES: readonly { value: AfterEnd; label: string; hint: string }[] = [
  {
    value: 'home',
    label: 'Go to the home page',
    hint: 'The standard: a few seconds after the thank-you, the site’s home page opens.',
  },
  {
    value: 'stay',
    label: 'Stay on the thank-you screen',
    hint: 'For staff and client surveys: respondents are not sent anywhere.',
  },
  { value: 'url', label: 'Go to the redirect URL', hint: 'A page of your choice, set below.' },
];

/** The thank-you texts in each of the survey's languages, where respondents go next, the embed switch. */
export const EndScreenSection = ({ survey }: { survey: Survey }) => {
  const [form, setForm] = useState<EndScreenForm>(() => endScreenForm(survey));
  const set = <K extends keyof EndScreenForm>(field: K, value: EndScreenForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const urdu = survey.languages.includes('ur');
  const sent = endScreenOf(form, survey.languages);
  const problem = form.after === 'url' ? redirectProblem(form.redirectUrl) : null;
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
          What respondents see when they finish, and where they go next. Left blank: &lsquo;Thank you!&rsquo; and the
          standard message, then the home page.
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
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">After the thank-you</legend>
          <div className="mt-2 space-y-2">
            {AFTER_END_CHOICES.map((choice) => (
              <label key={choice.value} className="flex items-start gap-3 text-sm text-slate-800">
                <input
                  type="radio"
                  name="end-after"
                  className="mt-0.5 h-5 w-5 accent-emerald-700"
                  checked={form.after === choice.value}
                  onChange={() =>
                    // Home or stay: the redirect URL no longer applies, so its box is emptied with it.
                    setForm((current) => ({
                      ...current,
                      after: choice.value,
                      redirectUrl: choice.value === 'url' ? current.redirectUrl : '',
                    }))
                  }
                />
                <span>
                  {choice.label}
                  <span className="block text-xs text-slate-600">{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Label htmlFor="end-redirect">Redirect URL</Label>
          <Input
            id="end-redirect"
            type="url"
            value={form.redirectUrl}
            placeholder="https://example.com/thanks?team={team}"
            onChange={(e) => setForm((current) => ({ ...current, redirectUrl: e.target.value, after: 'url' }))}
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
