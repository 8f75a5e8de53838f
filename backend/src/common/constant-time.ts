import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares in time independent of where the strings differ (digests make the lengths equal). */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
