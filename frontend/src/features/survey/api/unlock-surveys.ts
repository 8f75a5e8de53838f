import { requestJson } from '@/lib/api-client';

export const unlockSurveys = (password: string) =>
  requestJson<{ unlocked: boolean }>('POST', '/api/surveys/unlock', { password });
