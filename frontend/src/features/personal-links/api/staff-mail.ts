import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { SaveStaffMailPlanInput } from '@/types/generated/api';

const path = (surveyId: string) => ({ params: { path: { idOrSlug: surveyId } } });
const mailKey = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/personal-links/mail`;
const logKey = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/personal-links/mail-log`;

/** Whether e-mail is on, the reminder plan, who is invited and who has not completed. */
export const useStaffMail = (surveyId: string) =>
  useSWR(mailKey(surveyId), () => answer(api.GET('/api/surveys/{idOrSlug}/personal-links/mail', path(surveyId))));

/** The invitations and reminders, refreshed every 10 s while shown (they go out in batches). */
export const useStaffMailLog = (surveyId: string) =>
  useSWR(logKey(surveyId), () => answer(api.GET('/api/surveys/{idOrSlug}/personal-links/mail-log', path(surveyId))), {
    refreshInterval: 10_000,
  });

const refreshBoth = (surveyId: string) => Promise.all([refresh(mailKey(surveyId)), refresh(logKey(surveyId))]);

export const saveStaffMailPlan = async (surveyId: string, plan: SaveStaffMailPlanInput) => {
  const saved = await answer(
    api.PUT('/api/surveys/{idOrSlug}/personal-links/mail-plan', { ...path(surveyId), body: plan }),
  );
  await refresh(mailKey(surveyId));
  return saved;
};

/** Invitations to everyone not invited yet: now (`at` null) or at a time. */
export const sendStaffInvitations = async (surveyId: string, at: string | null) => {
  const queued = await answer(
    api.POST('/api/surveys/{idOrSlug}/personal-links/invitations', { ...path(surveyId), body: { at } }),
  );
  await refreshBoth(surveyId);
  return queued;
};

export const sendStaffReminders = async (surveyId: string) => {
  const queued = await answer(api.POST('/api/surveys/{idOrSlug}/personal-links/reminders', path(surveyId)));
  await refreshBoth(surveyId);
  return queued;
};
