// The response history dialog's texts. Pure.
import type { ResponseHistoryEntry } from '@/types/generated/api';

/**
 * The question under an entry: a follow-up's question is printed once, where it was asked, and not
 * again under its answer (the answer sits right below the question it answers).
 */
export const entryQuestionText = (
  entry: ResponseHistoryEntry,
  earlier: readonly ResponseHistoryEntry[],
): string | null =>
  entry.kind === 'follow_up_answered' &&
  earlier.some((e) => e.kind === 'follow_up_asked' && e.followUpId === entry.followUpId)
    ? null
    : entry.questionText;
