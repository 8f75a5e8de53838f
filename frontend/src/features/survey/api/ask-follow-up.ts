import { requestJson } from '@/lib/api-client';
import type { ChatFollowUpInput, FollowUpReply } from '@/types/generated/api';

export const askFollowUp = (body: ChatFollowUpInput) =>
  requestJson<FollowUpReply>('POST', '/api/ai-chat-followup', body);
