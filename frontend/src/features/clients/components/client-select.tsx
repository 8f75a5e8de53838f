import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { Client } from '@/types/generated/api';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  clients: readonly Pick<Client, 'id' | 'name'>[];
  /** The first choice, whose value is '' ("No client", "All clients"). */
  emptyLabel: string;
  /** Further choices after the clients (the dashboard's "No client"). */
  extra?: readonly { value: string; label: string }[];
  hint?: string;
  className?: string;
};

/** A native select of the clients, by name. */
export const ClientSelect = ({
  id,
  label,
  value,
  onChange,
  clients,
  emptyLabel,
  extra = [],
  hint,
  className,
}: Props) => (
  <div className={cn('min-w-0', className)}>
    <Label htmlFor={id}>{label}</Label>
    <select
      id={id}
      className={cn(fieldClasses, 'h-11')}
      value={value}
      aria-describedby={hint ? `${id}-hint` : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{emptyLabel}</option>
      {clients.map((client) => (
        <option key={client.id} value={client.id}>
          {client.name}
        </option>
      ))}
      {extra.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
    {hint ? (
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    ) : null}
  </div>
);
