// The "Client link" form (pure): what the consultant typed, as the API's input, or why not yet.
import type { ClientLinkInput } from '@/types/generated/api';

export type ClientLinkForm = {
  clientName: string;
  /** A date (yyyy-mm-dd): the link closes at the end of that day, in the consultant's time zone. */
  expiresOn: string;
  passcode: string;
  minGroupSize: string;
  freeText: boolean;
  language: 'en' | 'ur';
};

export const DEFAULT_LIFETIME_DAYS = 30;

const dateInputValue = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const emptyClientLinkForm = (clientName: string, now = new Date()): ClientLinkForm => ({
  clientName,
  expiresOn: dateInputValue(new Date(now.getTime() + DEFAULT_LIFETIME_DAYS * 86_400_000)),
  passcode: '',
  minGroupSize: '5',
  freeText: false,
  language: 'en',
});

export type ClientLinkOutcome = { ok: true; input: ClientLinkInput } | { ok: false; message: string };

export function clientLinkInput(form: ClientLinkForm): ClientLinkOutcome {
  if (!form.clientName.trim()) return { ok: false, message: "Enter the client's name" };
  const [y, m, d] = form.expiresOn.split('-').map(Number);
  if (!y || !m || !d) return { ok: false, message: 'Choose the day the link expires' };
  const expiresAt = new Date(y, m - 1, d, 23, 59, 59);
  const min = Number(form.minGroupSize);
  if (!Number.isInteger(min) || min < 3 || min > 100) {
    return { ok: false, message: 'Minimum group size: a whole number from 3 to 100' };
  }
  const passcode = form.passcode.trim();
  if (passcode !== '' && passcode.length < 4) return { ok: false, message: 'A passcode has at least 4 characters' };
  return {
    ok: true,
    input: {
      clientName: form.clientName.trim(),
      expiresAt: expiresAt.toISOString(),
      ...(passcode ? { passcode } : {}),
      minGroupSize: min,
      freeText: form.freeText,
      language: form.language,
    },
  };
}
