import type { ContactMessage } from '@/types/generated/api';

/** Newest first by when the message was received; the server already sends them so, this keeps it true. */
export const newestFirst = (messages: readonly ContactMessage[]): ContactMessage[] =>
  [...messages].sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
