import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useToast, type ToastItem } from '@/lib/toast';
import { cn } from '@/lib/cn';

const ToastCard = ({ item, onClose }: { item: ToastItem; onClose: () => void }) => {
  const destructive = item.variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      data-testid="toast"
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
        'motion-safe:animate-[toast-in_200ms_ease-out]',
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <Icon
        className={cn('mt-0.5 h-5 w-5 shrink-0', destructive ? 'text-white' : 'text-emerald-700')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        {item.title ? <p className="text-sm font-semibold">{item.title}</p> : null}
        {item.description ? (
          <p className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-slate-600')}>{item.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className={cn(
          'rounded-md p-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-1',
          destructive
            ? 'text-red-50 hover:bg-red-800 focus-visible:outline-white'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-emerald-600',
        )}
      >
        <X className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Close notification</span>
      </button>
    </div>
  );
};

/**
 * Renders the current toast (one at a time). The two live regions are always in the DOM so screen readers
 * announce what is put into them: polite for default toasts, assertive (alert) for destructive.
 */
export const Toaster = () => {
  const { toasts, dismiss } = useToast();
  const open = toasts.filter((t) => t.open);
  const region = (variant: ToastItem['variant']) =>
    open
      .filter((t) => t.variant === variant)
      .map((t) => <ToastCard key={t.id} item={t} onClose={() => dismiss(t.id)} />);

  return (
    <section
      aria-label="Notifications"
      // Phones: at the top, over the app's header, never over the button just tapped or what is under it.
      // Wider screens: bottom right, narrow enough to stay beside the centred content column.
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-3 sm:top-auto sm:bottom-0 sm:left-auto sm:w-[360px] sm:p-4"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full">
        {region('default')}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full">
        {region('destructive')}
      </div>
    </section>
  );
};
