import { ArrowLeft, ListPlus, Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { addSurveyQuestion } from '@/features/survey-builder/api/add-survey-question';
import { createSurvey } from '@/features/survey-builder/api/create-survey';
import { deleteSurvey } from '@/features/survey-builder/api/delete-survey';
import { DEFAULT_GENERATION_PROMPT, generateQuestions } from '@/features/survey-builder/api/generate-questions';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { FormSection } from '@/components/ui/form-section';
import { AiGeneratePanel } from '@/features/survey-builder/components/create-survey/ai-generate-panel';
import { LogoField } from '@/features/survey-builder/components/create-survey/logo-field';
import { ManualQuestionsPanel } from '@/features/survey-builder/components/create-survey/manual-questions-panel';
import { SurveyDetailsFields } from '@/features/survey-builder/components/create-survey/survey-details-fields';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs';
import { useLogoUpload } from '@/features/survey-builder/hooks/use-logo-upload';
import {
  addQuestion,
  changeQuestion,
  initialQuestions,
  listProblem,
  questionsToSave,
  removeQuestion,
  replaceQuestions,
  replaceWithGenerated,
  updateQuestion,
  type DraftQuestion,
} from '@/features/survey-builder/lib/question-list';
import { LanguagesField } from '@/features/survey-builder/components/question-builder/languages-field';
import { saveSurvey } from '@/features/survey-builder/lib/save-survey';
import { SHARE_STATE_KEY } from './dashboard';
import { useClients } from '@/features/clients/api/get-clients';
import { ClientSelect } from '@/features/clients/components/client-select';
import { companyDataOf } from '@/features/clients/lib/client-form';
import { ActiveSwitch } from '@/features/survey-builder/components/active-switch';
import {
  initialSlugField,
  slugAfterInput,
  slugAfterTitleChange,
  type SlugField,
} from '@/features/survey-builder/lib/slug';

type QuestionTab = 'ai' | 'manual';

const TABS: TabItem<QuestionTab>[] = [
  { id: 'ai', label: 'AI Generate', icon: <Sparkles className="h-4 w-4" aria-hidden="true" /> },
  { id: 'manual', label: 'Manual Entry', icon: <ListPlus className="h-4 w-4" aria-hidden="true" /> },
];

let keyCounter = 0;
const newKey = () => `q${++keyCounter}`;

export const CreateSurveyScreen = () => {
  useDocumentTitle('Create survey');
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [slugField, setSlugField] = useState<SlugField>(initialSlugField);
  const [slugError, setSlugError] = useState<string | null>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  const logo = useLogoUpload();

  const [tab, setTab] = useState<QuestionTab>('manual');
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => initialQuestions(newKey));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [companyData, setCompanyData] = useState('');
  const [prompt, setPrompt] = useState(DEFAULT_GENERATION_PROMPT);
  const [generating, setGenerating] = useState(false);
  const [creating, setCreating] = useState(false);
  const [urdu, setUrdu] = useState(true);
  const { data: clients } = useClients();
  const [clientId, setClientId] = useState('');
  const [listed, setListed] = useState(false);
  const client = clients?.find((c) => c.id === clientId) ?? null;
  // The company data the chosen client filled in; typing over it keeps what was typed.
  const [filledData, setFilledData] = useState<string | null>(null);

  const onClient = (id: string) => {
    setClientId(id);
    setListed(false);
    const chosen = clients?.find((c) => c.id === id);
    const untouched = companyData.trim() === '' || companyData === filledData;
    if (!untouched) return;
    const data = chosen ? companyDataOf(chosen) : '';
    setCompanyData(data);
    setFilledData(chosen ? data : null);
  };

  const onTitle = (value: string) => {
    setTitle(value);
    setSlugField((field) => slugAfterTitleChange(field, value));
  };

  const onSlug = (value: string) => {
    setSlugError(null);
    setSlugField(slugAfterInput(value));
  };

  const onAdd = () => {
    const next = addQuestion(questions, newKey);
    setQuestions(next);
    setFocusKey(next[next.length - 1].key);
  };

  const onGenerate = async () => {
    if (companyData.trim() === '') {
      toast({ title: 'Error', description: 'Please provide company/organization data', variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const generated = await generateQuestions({
        prompt: prompt.trim() || DEFAULT_GENERATION_PROMPT,
        companyData: companyData.trim(),
      });
      // The typed proposals (type, options, labels) when the generator gave them; else plain texts.
      const next = generated.typedQuestions
        ? replaceWithGenerated(generated.typedQuestions, newKey)
        : replaceQuestions(generated.questions, newKey);
      setQuestions(next);
      setFocusKey(null);
      setTab('manual');
      const count = next.filter((q) => q.text !== '').length;
      toast({ title: 'Success', description: `Generated ${count} questions` });
    } catch {
      toast({ title: 'Error', description: 'Failed to generate questions', variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating || logo.uploading) return;
    const problem = listProblem(questions);
    if (problem) {
      setTab('manual');
      toast({ title: 'Error', description: problem.message, variant: 'destructive' });
      setFocusKey(null);
      setFocusKey(problem.key);
      return;
    }
    const draft = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'draft';
    setCreating(true);
    const outcome = await saveSurvey(
      {
        draft,
        title,
        description,
        slug: slugField.slug,
        logo: logo.path,
        languages: urdu ? ['en', 'ur'] : ['en'],
        ...(clientId ? { clientId, listed } : {}),
      },
      questionsToSave(questions),
      { createSurvey, addQuestion: addSurveyQuestion, deleteSurvey },
    );
    switch (outcome.kind) {
      case 'saved':
        toast({
          title: 'Success',
          description: draft
            ? 'Survey saved as a draft. It is Inactive until you switch it to Active.'
            : 'Survey created successfully',
        });
        // The spec's redirect to the dashboard, where the new survey's card opens its Share panel.
        navigate(paths.admin.dashboard.href(), { state: { [SHARE_STATE_KEY]: outcome.surveyId } });
        return;
      case 'invalid':
        setCreating(false);
        if (outcome.field === 'questions') setTab('manual');
        toast({ title: 'Error', description: outcome.message, variant: 'destructive' });
        return;
      case 'slug-rejected':
        setCreating(false);
        setSlugError(outcome.message);
        slugRef.current?.focus();
        return;
      case 'failed':
        setCreating(false);
        toast({ title: 'Error', description: 'Failed to create survey', variant: 'destructive' });
        return;
      default: {
        const unknown: never = outcome;
        return unknown;
      }
    }
  };

  return (
    <PageContainer className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Create New Survey"
        lead="Describe the survey, then write its questions or let AI draft them."
        actions={
          <ButtonLink href={paths.admin.dashboard.href()} variant="ghost" size="sm">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </ButtonLink>
        }
      />
      <form className="mt-8 space-y-6" onSubmit={onSubmit}>
        <FormSection title="Survey details" id="details-heading">
          <div className="space-y-6">
            <SurveyDetailsFields
              title={title}
              description={description}
              slug={slugField.slug}
              slugError={slugError}
              slugRef={slugRef}
              onTitle={onTitle}
              onDescription={setDescription}
              onSlug={onSlug}
            />
            <LogoField logo={logo} />
            <LanguagesField urdu={urdu} onUrdu={setUrdu} />
          </div>
        </FormSection>

        <FormSection title="Client" id="client-heading">
          <div className="space-y-4">
            <ClientSelect
              id="survey-client"
              label="Client"
              value={clientId}
              onChange={onClient}
              clients={clients ?? []}
              emptyLabel="No client"
              hint="Its reports and proposals belong to the same client; AI Generate starts from the client's details."
            />
            {client ? (
              <div className="space-y-2">
                <ActiveSwitch
                  checked={listed}
                  onToggle={() => setListed((current) => !current)}
                  label="Show on the survey list"
                  describedBy="survey-client-listing-hint"
                />
                <p id="survey-client-listing-hint" className="text-xs text-slate-600">
                  {listed
                    ? 'Listed: anyone with the survey-list password sees it while it is active.'
                    : 'Unlisted: only people given its link can open it, so other clients’ staff never see it.'}
                </p>
              </div>
            ) : null}
          </div>
        </FormSection>

        <FormSection title="Questions" id="questions-heading">
          <TabList idPrefix="questions" label="How to add questions" tabs={TABS} value={tab} onChange={setTab} />
          <TabPanel idPrefix="questions" id="ai" className={tab === 'ai' ? 'mt-6' : 'hidden'}>
            <AiGeneratePanel
              companyData={companyData}
              prompt={prompt}
              generating={generating}
              onCompanyData={setCompanyData}
              onPrompt={setPrompt}
              onGenerate={onGenerate}
              filledFrom={filledData !== null && companyData === filledData ? (client?.name ?? null) : null}
            />
          </TabPanel>
          <TabPanel idPrefix="questions" id="manual" className={tab === 'manual' ? 'mt-6' : 'hidden'}>
            <ManualQuestionsPanel
              questions={questions}
              focusKey={focusKey}
              onChange={(key, text) => setQuestions((list) => updateQuestion(list, key, text))}
              onShape={(key, draft) => setQuestions((list) => changeQuestion(list, key, () => draft))}
              newKey={newKey}
              onAdd={onAdd}
              onRemove={(key) => setQuestions((list) => removeQuestion(list, key))}
            />
          </TabPanel>
        </FormSection>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink href={paths.admin.dashboard.href()} variant="outline">
            Cancel
          </ButtonLink>
          <Button type="submit" name="draft" variant="outline" disabled={creating || logo.uploading || generating}>
            Save as draft
          </Button>
          <Button type="submit" disabled={creating || logo.uploading || generating}>
            {creating ? 'Creating...' : 'Create Survey'}
          </Button>
        </div>
      </form>
    </PageContainer>
  );
};
