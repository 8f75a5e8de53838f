// Pure toast state: one toast at a time (a new one replaces the old), dismissed toasts stay
// (closed) until removed. Timers live in toast.tsx; this file has no side effects.

export type ToastVariant = 'default' | 'destructive';

export type ToastItem = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds until it closes by itself. */
  duration: number;
  open: boolean;
};

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const initialToastState: ToastState = { toasts: [] };

export const toastReducer = (state: ToastState, action: ToastAction): ToastState => {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'remove':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
};
