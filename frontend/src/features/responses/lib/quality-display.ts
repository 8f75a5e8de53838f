// Response quality (issue 50) in words for the responses screen: the verdict's label, the count on the
// summary, the count left out. Pure.
import type { QualityVerdict } from '@/types/generated/api';

export const QUALITY_VERDICTS: readonly QualityVerdict[] = ['ok', 'review', 'low_quality'];

export const verdictLabel = (verdict: QualityVerdict): string => {
  switch (verdict) {
    case 'ok':
      return 'OK';
    case 'review':
      return 'Review';
    case 'low_quality':
      return 'Low quality';
    default: {
      const unknown: never = verdict;
      return String(unknown);
    }
  }
};

/** "1 response flagged for review", "4 responses flagged for review". */
export const flaggedForReview = (n: number): string => `${n} ${n === 1 ? 'response' : 'responses'} flagged for review`;

/** "1 low-quality response left out", "3 low-quality responses left out". */
export const lowQualityLeftOut = (n: number): string =>
  `${n} low-quality ${n === 1 ? 'response' : 'responses'} left out`;

/** "1 low-quality response counted", "2 low-quality responses counted" (when asked to include them). */
export const lowQualityCounted = (n: number): string =>
  `${n} low-quality ${n === 1 ? 'response' : 'responses'} counted`;

/** Urdu: "جائزے کے لیے 4 جوابات نشان زد" (جواب for one). */
export const flaggedForReviewUr = (n: number): string => `جائزے کے لیے ${n} ${n === 1 ? 'جواب' : 'جوابات'} نشان زد`;

/** Urdu: "کم معیار کے 3 جوابات شامل نہیں" (جواب for one). */
export const lowQualityLeftOutUr = (n: number): string => `کم معیار کے ${n} ${n === 1 ? 'جواب' : 'جوابات'} شامل نہیں`;
