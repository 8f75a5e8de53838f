import { answer, api } from '@/lib/api-client';

export const completeResponse = async (responseId: string, completedAt = new Date()): Promise<void> => {
  await answer(
    api.PATCH('/api/responses/{id}', {
      params: { path: { id: responseId } },
      body: { completedAt: completedAt.toISOString() },
    }),
  );
};
