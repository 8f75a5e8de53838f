import {
  flaggedForReview,
  flaggedForReviewUr,
  lowQualityLeftOut,
  lowQualityLeftOutUr,
  verdictLabel,
} from './quality-display';

describe('quality in words', () => {
  it('names each verdict', () => {
    expect(['ok', 'review', 'low_quality'].map((v) => verdictLabel(v as 'ok'))).toEqual([
      'OK',
      'Review',
      'Low quality',
    ]);
  });

  it('counts with the right plural, in English and Urdu', () => {
    expect(flaggedForReview(1)).toBe('1 response flagged for review');
    expect(flaggedForReview(4)).toBe('4 responses flagged for review');
    expect(flaggedForReview(0)).toBe('0 responses flagged for review');
    expect(lowQualityLeftOut(1)).toBe('1 low-quality response left out');
    expect(lowQualityLeftOut(3)).toBe('3 low-quality responses left out');
    expect(flaggedForReviewUr(1)).toBe('جائزے کے لیے 1 جواب نشان زد');
    expect(flaggedForReviewUr(4)).toBe('جائزے کے لیے 4 جوابات نشان زد');
    expect(lowQualityLeftOutUr(3)).toBe('کم معیار کے 3 جوابات شامل نہیں');
  });
});
