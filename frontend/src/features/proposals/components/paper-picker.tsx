import { useId, useState } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { COMMON_CURRENCIES, currencyLabel } from '../content/proposal-money';
import { PAPER_CHOICES, type PaperSize } from '../content/proposal-pages';

const storageKey = (reference: string) => `seedline.proposal-paper.${reference}`;

const read = (reference: string): PaperSize => {
  try {
    return window.localStorage.getItem(storageKey(reference)) === 'a4' ? 'a4' : 'letter';
  } catch {
    return 'letter';
  }
};

/**
 * The paper the fixed example proposal is laid out on, remembered in this browser (a drafted proposal
 * carries its own, stored on the server).
 */
export const usePaper = (reference: string) => {
  const [paper, setPaper] = useState<PaperSize>(() => read(reference));
  const choose = (next: PaperSize) => {
    setPaper(next);
    try {
      window.localStorage.setItem(storageKey(reference), next);
    } catch {
      // Private mode: the choice holds for this visit only.
    }
  };
  return [paper, choose] as const;
};

export const PaperPicker = ({
  paper,
  onChange,
  disabled = false,
}: {
  paper: PaperSize;
  onChange: (paper: PaperSize) => void;
  disabled?: boolean;
}) => {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Paper
      </label>
      <select
        id={id}
        className={cn(fieldClasses, 'h-9 w-auto py-1')}
        value={paper}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === 'a4' ? 'a4' : 'letter')}
      >
        {PAPER_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
};

/** The currency a proposal's amounts are shown in: the common ones, and the proposal's own if another. */
export const CurrencyPicker = ({
  currency,
  onChange,
  disabled = false,
}: {
  currency: string;
  onChange: (currency: string) => void;
  disabled?: boolean;
}) => {
  const id = useId();
  const choices: string[] = [...COMMON_CURRENCIES];
  if (!choices.includes(currency)) choices.push(currency);
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Currency
      </label>
      <select
        id={id}
        className={cn(fieldClasses, 'h-9 w-auto py-1')}
        value={currency}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((code) => (
          <option key={code} value={code} title={currencyLabel(code)}>
            {code}
          </option>
        ))}
      </select>
    </span>
  );
};
