import { answer, api } from '@/lib/api-client';

export const unlockSurveys = (password: string) => answer(api.POST('/api/surveys/unlock', { body: { password } }));
