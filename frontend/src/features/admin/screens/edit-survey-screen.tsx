import { ArrowLeft, BarChart3 } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSurvey } from '../api/get-survey';
import { PageContainer, PageHeader } from '../components/admin-layout';
import { AvailabilityForm } from '../components/edit-survey/availability-form';
import { DetailsForm } from '../components/edit-survey/details-form';
import { HiddenFieldsSection } from '../components/edit-survey/hidden-fields-form';
import { NotificationsSection } from '../components/edit-survey/notifications-form';
import { LogicSection } from '../components/edit-survey/logic-section';
import { QuestionsEditor } from '../components/edit-survey/questions-editor';
import { EmbeddingForm, EndScreenSection } from '../components/edit-survey/sharing-forms';
import { TranslationsSection } from '../components/edit-survey/translations-form';
import { ErrorState, LoadingState } from '../components/status-screens';
import { AutosaveProvider, AutosaveStatus } from '../hooks/use-autosave';

/**
 * /admin/surveys/:id/edit: details, availability (on/off, close date, cap), questions and Urdu. One save
 * model: autosave everywhere, with one visible status for the page.
 */
export const EditSurveyScreen = ({ params }: { params: { id?: string } }) => {
  const id = params.id ?? '';
  const { data: survey, error, mutate, isValidating } = useSurvey(id);
  useDocumentTitle(survey ? `Edit ${survey.title}` : 'Edit survey');

  return (
    <PageContainer className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Edit survey"
        lead={survey ? <UserText>{survey.title}</UserText> : undefined}
        actions={
          <>
            <ButtonLink href={paths.admin.dashboard.href()} variant="ghost" size="sm">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Dashboard
            </ButtonLink>
            {survey ? (
              <ButtonLink href={paths.admin.surveyResponses.href(survey.id)} variant="outline" size="sm">
                <BarChart3 className="h-4 w-4" aria-hidden="true" />
                Responses
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="mt-8 space-y-6">
        {error ? (
          <ErrorState
            title="Could not load the survey"
            error={error}
            onRetry={isValidating ? undefined : () => void mutate()}
          />
        ) : !survey ? (
          <LoadingState label="Loading survey..." />
        ) : (
          <AutosaveProvider>
            {(status) => (
              <>
                <DetailsForm key={`details-${survey.id}`} survey={survey} />
                <AvailabilityForm key={`availability-${survey.id}`} survey={survey} />
                <QuestionsEditor survey={survey} />
                <LogicSection survey={survey} />
                <TranslationsSection survey={survey} />
                <HiddenFieldsSection key={`hidden-${survey.id}`} survey={survey} />
                <EndScreenSection key={`end-${survey.id}`} survey={survey} />
                <EmbeddingForm key={`embedding-${survey.id}`} survey={survey} />
                <NotificationsSection key={`notifications-${survey.id}`} survey={survey} />
                {/* One save model: every change saves by itself; this says where things stand, always in view. */}
                <div className="pointer-events-none sticky bottom-3 z-10 flex justify-center sm:justify-start">
                  <div className="pointer-events-auto max-w-full">
                    <AutosaveStatus status={status} />
                  </div>
                </div>
              </>
            )}
          </AutosaveProvider>
        )}
      </div>
    </PageContainer>
  );
};
