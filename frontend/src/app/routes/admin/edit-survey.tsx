import { ArrowLeft, BarChart3, Eye } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSurvey } from '@/features/survey-builder/api/get-survey';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { AvailabilityForm } from '@/features/survey-builder/components/edit-survey/availability-form';
import { DetailsForm } from '@/features/survey-builder/components/edit-survey/details-form';
import { HiddenFieldsSection } from '@/features/survey-builder/components/edit-survey/hidden-fields-form';
import { NotificationsSection } from '@/features/integrations/components/notifications/notifications-form';
import { LogicSection } from '@/features/survey-builder/components/edit-survey/logic-section';
import { QuestionsEditor } from '@/features/survey-builder/components/edit-survey/questions-editor';
import {
  EmbeddingForm,
  EndScreenSection,
  ListingSection,
} from '@/features/survey-builder/components/sharing/sharing-forms';
import { TranslationsSection } from '@/features/survey-builder/components/edit-survey/translations-form';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { AutosaveStatus } from '@/components/ui/save-status';
import { AutosaveProvider } from '@/hooks/use-autosave';
import { SurveyClientSection } from './survey-client-section';

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
              <>
                {/* Walks the survey in both modes and languages and records nothing (issue 48 item 6). */}
                <ButtonLink href={paths.surveyPreview.href(survey.id)} variant="outline" size="sm">
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  Preview
                </ButtonLink>
                <ButtonLink href={paths.admin.surveyResponses.href(survey.id)} variant="outline" size="sm">
                  <BarChart3 className="h-4 w-4" aria-hidden="true" />
                  Responses
                </ButtonLink>
              </>
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
                <SurveyClientSection key={`client-${survey.id}`} survey={survey} />
                <AvailabilityForm key={`availability-${survey.id}`} survey={survey} />
                <QuestionsEditor survey={survey} />
                <LogicSection survey={survey} />
                <TranslationsSection survey={survey} />
                <HiddenFieldsSection key={`hidden-${survey.id}`} survey={survey} />
                <EndScreenSection key={`end-${survey.id}`} survey={survey} />
                <ListingSection key={`listing-${survey.id}`} survey={survey} />
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
