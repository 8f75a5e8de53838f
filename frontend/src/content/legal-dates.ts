/** Both legal pages carry this date (spec section 9). */
export const LEGAL_LAST_UPDATED = 'October 10, 2025';
