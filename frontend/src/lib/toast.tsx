import { useSyncExternalStore } from 'react';
import {
  initialToastState,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastAction,
  type ToastItem,
  type ToastState,
  type ToastVariant,
} from './toast-reducer';

export type { ToastItem, ToastVariant } from './toast-reducer';

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults to 5000 ms. */
  duration?: number;
};

// A module-level store so `toast()` works from anywhere (event handlers, hooks, mutations);
// <Toaster /> subscribes and renders the current toast.
let state: ToastState = initialToastState;
const listeners = new Set<() => void>();
const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

const dispatch = (action: ToastAction): void => {
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
};

const clearTimer = (timers: Map<string, ReturnType<typeof setTimeout>>, id: string): void => {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
};

const scheduleRemoval = (id: string): void => {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
};

export const dismissToast = (id?: string): void => {
  const ids = id === undefined ? state.toasts.map((t) => t.id) : [id];
  ids.forEach((toastId) => {
    clearTimer(closeTimers, toastId);
    scheduleRemoval(toastId);
  });
  dispatch({ type: 'dismiss', id });
};

export const toast = ({ variant = 'default', duration = TOAST_DEFAULT_DURATION_MS, ...content }: ToastInput) => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // The toast being replaced (limit 1) no longer needs its timers.
  state.toasts.forEach((t) => {
    clearTimer(closeTimers, t.id);
    clearTimer(removeTimers, t.id);
  });
  const item: ToastItem = { id, variant, duration, open: true, ...content };
  dispatch({ type: 'add', toast: item });
  if (Number.isFinite(duration))
    closeTimers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } }),
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

export const useToast = () => {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
};
