import { useState } from 'react';
import { FormSection } from '@/components/ui/form-section';
import { SectionSaveState } from '@/components/ui/save-status';
import { useAutosave } from '@/hooks/use-autosave';
import type { Survey } from '@/types/generated/api';
import { useArchivedClients, useClients } from '@/features/clients/api/get-clients';
import { ClientSelect } from '@/features/clients/components/client-select';
import { surveyClientChoices } from '@/features/clients/lib/client-choices';
import { updateSurvey } from '@/features/survey-builder/api/update-survey';

/** The edit page's client: which company the survey, its reports and proposals belong to (saved at once). */
export const SurveyClientSection = ({ survey }: { survey: Survey }) => {
  const { data: clients } = useClients();
  // Archived clients are not offered, but the survey's own stays shown when it is one.
  const { data: archived } = useArchivedClients(survey.clientId !== null);
  const [clientId, setClientId] = useState(survey.clientId ?? '');
  const autosave = useAutosave({
    label: 'client',
    signature: clientId,
    unchanged: clientId === (survey.clientId ?? ''),
    problem: null,
    save: async () => {
      await updateSurvey(survey.id, { clientId: clientId || null });
    },
    delay: 0,
  });
  return (
    <FormSection
      title="Client"
      id="client-heading"
      lead={<p>The company this survey is for. Its reports and proposals belong to the same client.</p>}
    >
      <div className="space-y-2">
        <ClientSelect
          id="edit-survey-client"
          label="Client"
          value={clientId}
          onChange={setClientId}
          clients={surveyClientChoices(clients ?? [], archived ?? [], survey.clientId)}
          emptyLabel="No client"
          hint="Whether it shows on the survey list is set under Survey list below."
        />
        <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      </div>
    </FormSection>
  );
};
