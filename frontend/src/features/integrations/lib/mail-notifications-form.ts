import type { MailNotifications, MailNotificationsInput } from '@/types/generated/api';

// The Notifications section's form: what the admin types, and the body it becomes (pure).

export type MailNotificationsForm = {
  recipients: string;
  mode: MailNotificationsInput['mode'];
  language: MailNotificationsInput['language'];
  includeAnswers: boolean;
};

export const MAX_RECIPIENTS = 20;
const ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const notificationsForm = (saved: MailNotifications): MailNotificationsForm => ({
  recipients: saved.recipients.map((r) => r.address).join('\n'),
  mode: saved.mode,
  language: saved.language,
  includeAnswers: saved.includeAnswers,
});

/** Addresses one per line or separated by commas; the first one that is not an address is named. */
export function notificationsInput(
  form: MailNotificationsForm,
): { ok: true; input: MailNotificationsInput } | { ok: false; message: string } {
  const recipients = [
    ...new Set(
      form.recipients
        .split(/[\n,;]/)
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const wrong = recipients.find((address) => !ADDRESS.test(address));
  if (wrong) return { ok: false, message: `"${wrong}" is not an e-mail address` };
  if (recipients.length > MAX_RECIPIENTS) return { ok: false, message: `At most ${MAX_RECIPIENTS} addresses` };
  return {
    ok: true,
    input: { recipients, mode: form.mode, language: form.language, includeAnswers: form.includeAnswers },
  };
}
