import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Survey } from '@/types/generated/api';
import { forgetSessionOn401 } from '@/lib/session';
import { updateSurvey } from '../api/update-survey';

/**
 * Switches a survey on or off. While the PATCH is out the switch shows the state asked for; a
 * failure puts it back and says why.
 */
export const useActiveToggle = (survey: Pick<Survey, 'id' | 'title' | 'isActive'>) => {
  const [wanted, setWanted] = useState<boolean | null>(null);

  const toggle = async () => {
    if (wanted !== null) return;
    const next = !survey.isActive;
    setWanted(next);
    try {
      await updateSurvey(survey.id, { isActive: next });
      toast({
        title: next ? 'Survey activated' : 'Survey deactivated',
        description: next
          ? `Respondents can take "${survey.title}" again.`
          : `"${survey.title}" no longer accepts responses.`,
      });
    } catch (error) {
      toast({ title: 'Could not change the survey', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setWanted(null);
    }
  };

  return { checked: wanted ?? survey.isActive, pending: wanted !== null, toggle };
};
