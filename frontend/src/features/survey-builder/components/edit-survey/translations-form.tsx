import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAiProvider } from '@/hooks/use-ai-status';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import '@/styles/urdu.css';
import type { Question, Survey } from '@/types/generated/api';
import { forgetSessionOn401 } from '@/lib/session';
import { useSurveyQuestions } from '../../api/get-survey-questions';
import { aiTranslate, saveUrduTranslation } from '../../api/translations';
import { updateSurvey } from '../../api/update-survey';
import { useAutosave } from '@/hooks/use-autosave';
import {
  fillTranslations,
  linesFor,
  savedTranslation,
  textsToTranslate,
  translationBody,
  translationFields,
  type TranslationValues,
} from '../../lib/translation-form';
import { LanguagesField } from '../question-builder/languages-field';
import { FormSection } from '@/components/ui/form-section';
import { SectionSaveState } from '@/components/ui/save-status';

/**
 * The survey's languages and its Urdu: each English text with an Urdu field beside it, saved whole
 * with one PUT once typing pauses. "AI translate" fills only the empty fields; the admin reviews them.
 */
/** Said instead of offering AI translate on a deployment without an AI model (issue 49). */
export const AI_TRANSLATE_OFF =
  'AI translation is off on this server, so type the Urdu below. The operator can turn AI on (operations guide: Settings for operations).';

export const TranslationsSection = ({ survey }: { survey: Survey }) => {
  const questions = useSurveyQuestions(survey.id);
  return questions.data ? <TranslationsForm survey={survey} questions={questions.data} /> : null;
};

export const TranslationsForm = ({ survey, questions }: { survey: Survey; questions: Question[] }) => {
  const fields = translationFields(survey, questions);
  const saved = savedTranslation(survey, questions);
  // Only the admin's edits live here; the rest shows what is saved (so new questions appear at once).
  const [edits, setEdits] = useState<TranslationValues>({});
  const values: TranslationValues = { ...saved, ...edits };
  const editsRef = useRef(edits);
  editsRef.current = edits;
  const [translating, setTranslating] = useState(false);
  const [aiError, setAiError] = useState<string | null>(null);
  const aiProvider = useAiProvider();
  const [announcement, setAnnouncement] = useState('');
  const [savingLanguages, setSavingLanguages] = useState(false);
  const urdu = survey.languages.includes('ur');
  const dirty = Object.entries(edits).some(([key, text]) => text.trim() !== (saved[key] ?? ''));

  const onUrdu = async (checked: boolean) => {
    setSavingLanguages(true);
    try {
      await updateSurvey(survey.id, { languages: checked ? ['en', 'ur'] : ['en'] });
      toast({
        title: 'Languages saved',
        description: checked ? 'Respondents may choose Urdu.' : 'Respondents take the survey in English.',
      });
    } catch (error) {
      toast({ title: 'Could not save the languages', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setSavingLanguages(false);
    }
  };

  const body = translationBody(fields, values);
  const autosave = useAutosave({
    label: 'Urdu',
    signature: JSON.stringify(body),
    unchanged: !dirty,
    problem: null,
    save: async () => {
      // The fields keep what was typed either way: a failure loses nothing and says so.
      await saveUrduTranslation(survey.id, body);
    },
  });

  const onTranslate = async () => {
    const texts = textsToTranslate(fields, values);
    setAiError(null);
    if (texts.length === 0) {
      setAnnouncement('Every text has its Urdu already; nothing to translate.');
      return;
    }
    setTranslating(true);
    setAnnouncement('Translating...');
    try {
      const translations = await aiTranslate(texts);
      // Read the fields as they are now: the admin may have typed while the job ran.
      const result = fillTranslations({ ...saved, ...editsRef.current }, translations);
      setEdits(Object.fromEntries(Object.entries(result.values).filter(([key, text]) => text !== (saved[key] ?? ''))));
      setAnnouncement(
        `Filled ${result.filled} empty Urdu ${result.filled === 1 ? 'field' : 'fields'}` +
          (result.kept > 0 ? `; ${result.kept} you typed meanwhile kept yours` : '') +
          '. They save by themselves; review them and change what reads wrong.',
      );
    } catch (error) {
      setAnnouncement('');
      setAiError(errorMessage(error));
      await forgetSessionOn401(error);
    } finally {
      setTranslating(false);
    }
  };

  let lastQuestion: number | null = null;
  return (
    <FormSection
      title="Languages and Urdu"
      id="translations-heading"
      lead="Give the Urdu beside each English text. Urdu respondents see the English where the Urdu is left empty."
    >
      <div className="space-y-6">
        <LanguagesField urdu={urdu} onUrdu={(checked) => void onUrdu(checked)} disabled={savingLanguages} />
        {/* AI translate only where a model can translate (issue 49); offline, say what is off instead. */}
        {aiProvider === 'model' ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={() => void onTranslate()} disabled={translating}>
              {translating ? <Spinner size="sm" label="" /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
              {translating ? 'Translating...' : 'AI translate'}
            </Button>
            <p className="text-xs text-slate-600">Fills the empty Urdu fields only; what you typed stays.</p>
          </div>
        ) : aiProvider === 'offline' ? (
          <p className="text-sm text-slate-600" data-testid="ai-translate-off">
            {AI_TRANSLATE_OFF}
          </p>
        ) : null}
        <p role="status" className="text-sm text-slate-700">
          {announcement}
        </p>
        {aiError ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">AI translation is not available</p>
            <p className="mt-1">{aiError}</p>
            <p className="mt-1">The Urdu fields are as you left them.</p>
          </div>
        ) : null}
        <ul className="space-y-3" aria-label="Texts and their Urdu">
          {fields.map((field) => {
            const id = `urdu-${field.key.replaceAll(':', '-')}`;
            const heading = field.question !== null && field.question !== lastQuestion;
            lastQuestion = field.question;
            return (
              <li
                key={field.key}
                className={heading ? 'border-t border-slate-200 pt-3' : undefined}
                data-testid="translation-row"
              >
                <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
                  <div className="min-w-0">
                    <p className="text-xs font-medium text-slate-600">{field.label}</p>
                    <p dir="auto" className="text-sm break-words text-slate-900">
                      {field.original}
                    </p>
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={id} className="sr-only">
                      {field.label} in Urdu
                    </label>
                    <Textarea
                      id={id}
                      dir="rtl"
                      lang="ur"
                      // As many lines as the English needs (or the Urdu, when longer): nothing is cut mid-word.
                      rows={Math.max(linesFor(field.original), linesFor(values[field.key] ?? ''))}
                      className="min-h-11 py-2"
                      placeholder="اردو"
                      value={values[field.key] ?? ''}
                      onChange={(e) => setEdits((current) => ({ ...current, [field.key]: e.target.value }))}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
    </FormSection>
  );
};
