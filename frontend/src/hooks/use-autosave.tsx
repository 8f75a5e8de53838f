import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import {
  AUTOSAVE_DELAY_MS,
  stateAfterSave,
  statusOf,
  type AutosaveEntry,
  type AutosaveState,
  type AutosaveStatusView,
} from '@/lib/autosave-status';

// The edit page saves each change by itself (autosave): a field's change is sent once typing pauses,
// a switch or a button's change at once. One status for the whole page says where things stand.

export type { AutosaveState } from '@/lib/autosave-status';

type Report = (id: string, entry: AutosaveEntry | null) => void;

const AutosaveContext = createContext<Report | null>(null);

/** Holds the page's save states and warns before the tab closes while a change is still on its way. */
export const AutosaveProvider = ({ children }: { children: (status: AutosaveStatusView) => ReactNode }) => {
  const [entries, setEntries] = useState<Record<string, AutosaveEntry>>({});
  const report = useCallback<Report>((id, entry) => {
    setEntries((current) => {
      if (entry === null) {
        if (!(id in current)) return current;
        const { [id]: _gone, ...rest } = current;
        return rest;
      }
      const before = current[id];
      if (before && before.state === entry.state && before.message === entry.message) return current;
      return { ...current, [id]: entry };
    });
  }, []);
  const status = statusOf(Object.values(entries));
  // Input not saved: on its way, refused as it is, or failed (each also shown beside its fields).
  const unsaved = Object.values(entries).some((entry) => entry.state !== 'idle' && entry.state !== 'saved');

  // Input that would be lost by leaving through a link of the app: refused or failed (a change still
  // waiting is sent as the page closes, so it is not).
  const wouldLose = Object.values(entries).find((entry) => entry.state === 'invalid' || entry.state === 'error');

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  useEffect(() => {
    if (!wouldLose) return;
    const question = `Leave this page? What you typed in ${wouldLose.label} is not saved.`;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [wouldLose]);

  return <AutosaveContext.Provider value={report}>{children(status)}</AutosaveContext.Provider>;
};

type Options = {
  /** Names the field group in the page's status ("details", "question 2"). */
  label: string;
  /** What would be sent, as text: a change restarts the wait; the same text is never sent twice. */
  signature: string;
  /** Nothing to send (the fields equal what is saved). */
  unchanged: boolean;
  /** Why the fields cannot be saved as they are, or null. */
  problem: string | null;
  /** Input that cannot be saved while the rest is (a refused line of a list), or null: the page says so. */
  leftOut?: string | null;
  save: () => Promise<void>;
  delay?: number;
};

/**
 * Saves a field group once typing pauses. Leaving the page with a change still waiting sends it at
 * once, so nothing typed is lost. Returns this group's state and its last error, to show beside it.
 */
export const useAutosave = ({
  label,
  signature,
  unchanged,
  problem,
  leftOut = null,
  save,
  delay = AUTOSAVE_DELAY_MS,
}: Options) => {
  const report = useContext(AutosaveContext);
  const [state, setState] = useState<AutosaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const idRef = useRef(`${label}-${Math.random().toString(36).slice(2)}`);
  const saveRef = useRef(save);
  saveRef.current = save;
  const lastSent = useRef<string | null>(null);
  const waiting = useRef<(() => void) | null>(null);

  /** Saves sent so far: the latest one alone says where the group stands. */
  const sent = useRef(0);

  const run = useCallback(async (sig: string) => {
    const mine = ++sent.current;
    lastSent.current = sig;
    setState('saving');
    setError(null);
    const answered = (outcome: 'saved' | 'error') =>
      stateAfterSave(outcome, { latest: mine === sent.current, changeWaiting: waiting.current !== null });
    try {
      await saveRef.current();
      const next = answered('saved');
      if (next) setState(next);
    } catch (failure) {
      const next = answered('error');
      if (next) {
        lastSent.current = null;
        setError(errorMessage(failure));
        setState(next);
      }
      await forgetSessionOn401(failure);
    }
  }, []);

  // Leaving with a change still waiting: send it now. (Declared first: React runs cleanups in order,
  // and the wait's own cleanup below would forget it.)
  useEffect(
    () => () => {
      waiting.current?.();
    },
    [],
  );

  useEffect(() => {
    if (unchanged || signature === lastSent.current) {
      setState((current) => (current === 'pending' || current === 'invalid' ? 'idle' : current));
      return;
    }
    if (problem) {
      setState('invalid');
      return;
    }
    setState('pending');
    const fire = () => {
      waiting.current = null;
      void run(signature);
    };
    waiting.current = fire;
    const timer = setTimeout(fire, delay);
    return () => {
      clearTimeout(timer);
      waiting.current = null;
    };
  }, [signature, unchanged, problem, delay, run]);

  useEffect(() => {
    const id = idRef.current;
    const partly = leftOut !== null && (state === 'idle' || state === 'saved');
    report?.(id, {
      state: partly ? 'invalid' : state,
      message: partly ? leftOut : state === 'invalid' ? problem : error,
      label,
    });
  }, [report, state, problem, leftOut, error, label]);
  useEffect(() => {
    const id = idRef.current;
    return () => report?.(id, null);
  }, [report]);

  return { state, error, retry: () => void run(signature) };
};
