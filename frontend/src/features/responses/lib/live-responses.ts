// What the live feed has told the responses screen since the list was last shown: pure, so the
// "N new responses" control can be tested without a browser.

export type LiveChange = 'started' | 'answered' | 'follow_up_asked' | 'follow_up_answered' | 'completed' | 'erased';
export type LiveMessage = { responseId: string; change: LiveChange };

export type LiveState = {
  /** Responses started since the list was shown, not in it. */
  newIds: string[];
  /** Responses in the list that changed since (answered, completed, erased). */
  changedIds: string[];
  /** The feed was too far behind to replay: the list is out of date as a whole. */
  stale?: boolean;
};

export const emptyLive: LiveState = { newIds: [], changedIds: [] };

const add = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

export const applyLive = (state: LiveState, message: LiveMessage, shown: (id: string) => boolean): LiveState => {
  if (message.change === 'started')
    return shown(message.responseId) ? state : { ...state, newIds: add(state.newIds, message.responseId) };
  if (message.change === 'erased' && state.newIds.includes(message.responseId))
    return { ...state, newIds: state.newIds.filter((id) => id !== message.responseId) };
  // A change to a response not on screen yet (a new one, or one further down the pages) needs no word.
  if (!shown(message.responseId)) return state;
  return { ...state, changedIds: add(state.changedIds, message.responseId) };
};

/** "3 new responses", "1 new response · 2 updated", "2 responses updated"; null when nothing to show. */
export const liveLabel = (state: LiveState): string | null => {
  const fresh = state.newIds.length;
  const changed = state.changedIds.length;
  if (fresh === 0 && changed === 0) return state.stale ? 'Responses changed' : null;
  const parts: string[] = [];
  if (fresh > 0) parts.push(`${fresh} new ${fresh === 1 ? 'response' : 'responses'}`);
  if (changed > 0)
    parts.push(fresh > 0 ? `${changed} updated` : `${changed} ${changed === 1 ? 'response' : 'responses'} updated`);
  return parts.join(' · ');
};

export const parseLiveMessage = (data: string): LiveMessage | null => {
  try {
    const value = JSON.parse(data) as Partial<LiveMessage>;
    return typeof value.responseId === 'string' && typeof value.change === 'string' ? (value as LiveMessage) : null;
  } catch {
    return null;
  }
};
