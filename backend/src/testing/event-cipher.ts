import { EVENT_CIPHER } from '../core/tokens';
import type { EventCipher } from '../event-store/event-cipher';
import type { TestApp } from './test-app';

/** The app's EventCipher (its DATA_DIR's key): what a rebuild or a raw read of its events needs. */
export function cipherOf(t: Pick<TestApp, 'app'>): EventCipher {
  return t.app.get<EventCipher>(EVENT_CIPHER);
}
