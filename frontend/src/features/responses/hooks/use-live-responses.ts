import { useCallback, useEffect, useRef, useState } from 'react';
import { applyLive, emptyLive, parseLiveMessage, type LiveMessage, type LiveState } from '../lib/live-responses';

/** After the browser gave up (an error status), try again this long after, then twice that, up to a minute. */
const RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;

/**
 * The survey's live feed (Server-Sent Events): which responses started or changed since the list was
 * shown. The browser reconnects by itself with Last-Event-ID; when it gives up (the server answered an
 * error), a new stream resumes from the last event seen (?lastEventId=), so nothing is missed.
 * `shown` says whether a response is on screen. `acknowledge()` after showing the list again;
 * `markHandled(id)` before the screen changes a response itself (erasing it). `onMessage` hears every
 * change as it arrives (what else the screen shows from the responses, such as coverage, follows it).
 */
export const useLiveResponses = (
  surveyId: string,
  shown: (responseId: string) => boolean,
  hidden?: string,
  onMessage?: (message: LiveMessage) => void,
) => {
  const [state, setState] = useState<LiveState>(emptyLive);
  const [connected, setConnected] = useState(false);
  // Responses this screen changed itself (an erasure): their changes need no word.
  const handled = useRef(new Set<string>());
  const shownRef = useRef(shown);
  shownRef.current = (responseId: string) => shown(responseId) || handled.current.has(responseId);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    if (!surveyId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let delay = RETRY_MS;
    let stopped = false;

    const open = () => {
      // A hidden-field filter narrows the feed to the responses the list shows.
      const params = new URLSearchParams();
      if (hidden) params.set('hidden', hidden);
      if (lastEventId) params.set('lastEventId', lastEventId);
      const query = params.toString();
      const url = `/api/surveys/${encodeURIComponent(surveyId)}/responses/live${query ? `?${query}` : ''}`;
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      current.addEventListener('ready', (event) => {
        lastEventId = (event as MessageEvent).lastEventId || lastEventId;
        delay = RETRY_MS;
        setConnected(true);
      });
      current.addEventListener('response', (event) => {
        const message = parseLiveMessage((event as MessageEvent<string>).data);
        lastEventId = (event as MessageEvent).lastEventId || lastEventId;
        if (message) onMessageRef.current?.(message);
        if (!message || (message.change !== 'started' && handled.current.has(message.responseId))) return;
        setState((previous) => applyLive(previous, message, shownRef.current));
      });
      // Too far behind to replay: the list is out of date as a whole.
      current.addEventListener('reset', () => {
        lastEventId = null;
        setState((previous) => ({ ...previous, stale: true }));
      });
      current.onerror = () => {
        setConnected(false);
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
      setConnected(false);
    };
  }, [surveyId, hidden]);

  const acknowledge = useCallback(() => setState(emptyLive), []);
  const markHandled = useCallback((responseId: string) => handled.current.add(responseId), []);
  return { ...state, connected, acknowledge, markHandled };
};
