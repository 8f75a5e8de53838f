import { apiRequest } from '@/lib/api-client';

export const completeResponse = async (responseId: string, completedAt = new Date()): Promise<void> => {
  await apiRequest('PATCH', `/api/responses/${encodeURIComponent(responseId)}`, {
    completedAt: completedAt.toISOString(),
  });
};
