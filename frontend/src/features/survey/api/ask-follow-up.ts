import { answer, api } from '@/lib/api-client';
import type { ChatFollowUpInput } from '@/types/generated/api';

export const askFollowUp = (body: ChatFollowUpInput) => answer(api.POST('/api/ai-chat-followup', { body }));
