import { initialToastState, TOAST_LIMIT, toastReducer, type ToastItem, type ToastState } from './toast-reducer';

const item = (id: string, over: Partial<ToastItem> = {}): ToastItem => ({
  id,
  title: `Toast ${id}`,
  variant: 'default',
  duration: 5000,
  open: true,
  ...over,
});

const withToasts = (...toasts: ToastItem[]): ToastState => ({ toasts });

describe('toastReducer', () => {
  it('shows one toast at a time: a new toast replaces the previous one', () => {
    const first = toastReducer(initialToastState, { type: 'add', toast: item('1') });
    const second = toastReducer(first, { type: 'add', toast: item('2', { variant: 'destructive' }) });
    expect(TOAST_LIMIT).toBe(1);
    expect(second.toasts.map((t) => t.id)).toEqual(['2']);
    expect(second.toasts[0]?.variant).toBe('destructive');
  });

  it('dismissing closes the toast but keeps it until removed', () => {
    const state = toastReducer(withToasts(item('1')), { type: 'dismiss', id: '1' });
    expect(state.toasts).toEqual([item('1', { open: false })]);
    expect(toastReducer(state, { type: 'remove', id: '1' }).toasts).toEqual([]);
  });

  it('dismiss and remove without an id act on every toast', () => {
    const state = withToasts(item('1'), item('2'));
    expect(toastReducer(state, { type: 'dismiss' }).toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: 'remove' }).toasts).toEqual([]);
  });

  it('updates only the toast with the given id', () => {
    const state = toastReducer(withToasts(item('1'), item('2')), {
      type: 'update',
      toast: { id: '2', description: 'changed' },
    });
    expect(state.toasts[0]?.description).toBeUndefined();
    expect(state.toasts[1]?.description).toBe('changed');
  });

  it('ignores actions for unknown ids', () => {
    const state = withToasts(item('1'));
    expect(toastReducer(state, { type: 'dismiss', id: 'x' })).toEqual(state);
    expect(toastReducer(state, { type: 'remove', id: 'x' })).toEqual(state);
  });
});
