// The consultancy a proposal is prepared by: its name, the person who signs and the address to write to.
// One stream (`settings-consultancy`), changed whole by an admin (ConsultancySettingsChanged); until
// the first change it is the spec's fixed "Prepared by" (PREPARED_BY). A proposal drafted after a
// change is prepared by the new one; a drafted proposal keeps what it was drafted with (and is edited).
import { PREPARED_BY } from '@seedline/shared';
import { ValidationError } from '../common/errors';
import { PROPOSAL_LIMITS } from './proposal-document-rules';

export const CONSULTANCY_SETTINGS_STREAM = 'settings-consultancy';

/** `address` (postal, multi-line) and `signature` (the sign-off's name and title lines) are optional: empty by default. */
export type ConsultancySettings = { firm: string; name: string; email: string; address: string; signature: string };

export const DEFAULT_CONSULTANCY: ConsultancySettings = { ...PREPARED_BY, address: '', signature: '' };

/** Events recorded before the address and the signature existed lack them: they read as empty. */
type RecordedSettings = Omit<ConsultancySettings, 'address' | 'signature'> & Partial<ConsultancySettings>;

export type ConsultancySettingsChanged = {
  type: 'ConsultancySettingsChanged';
  schemaVersion: 1;
  data: RecordedSettings & { changedAt: string };
};

export type ChangeConsultancySettings = { type: 'ChangeConsultancySettings'; settings: unknown; now: string };

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const field = (value: unknown, label: string): string => {
  if (typeof value !== 'string') throw new ValidationError(`${label} must be text`);
  const trimmed = value.trim();
  if (!trimmed) throw new ValidationError(`${label} is required`);
  if (trimmed.length > PROPOSAL_LIMITS.shortText) {
    throw new ValidationError(`${label} must be at most ${PROPOSAL_LIMITS.shortText} characters`);
  }
  return trimmed;
};

/** Optional multi-line text: absent is empty; each line trimmed, blank lines at either end dropped. */
const lines = (value: unknown, label: string): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ValidationError(`${label} must be text`);
  const trimmed = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join('\n')
    .trim();
  if (trimmed.length > PROPOSAL_LIMITS.shortText) {
    throw new ValidationError(`${label} must be at most ${PROPOSAL_LIMITS.shortText} characters`);
  }
  return trimmed;
};

export function checkConsultancySettings(value: unknown): ConsultancySettings {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError('The settings must be an object');
  }
  const v = value as Record<string, unknown>;
  const email = field(v.email, 'Email');
  if (!EMAIL.test(email)) throw new ValidationError('Email must be an email address');
  return {
    firm: field(v.firm, 'Firm name'),
    name: field(v.name, 'Signed by'),
    email,
    address: lines(v.address, 'Address'),
    signature: lines(v.signature, 'Signature'),
  };
}

export const consultancyDecider = {
  initialState: (): ConsultancySettings => ({ ...DEFAULT_CONSULTANCY }),
  evolve: (state: ConsultancySettings, event: ConsultancySettingsChanged): ConsultancySettings =>
    event.type === 'ConsultancySettingsChanged'
      ? {
          firm: event.data.firm,
          name: event.data.name,
          email: event.data.email,
          address: event.data.address ?? '',
          signature: event.data.signature ?? '',
        }
      : state,
  /** A change that changes nothing records nothing. */
  decide: (command: ChangeConsultancySettings, state: ConsultancySettings): ConsultancySettingsChanged[] => {
    const next = checkConsultancySettings(command.settings);
    const keys = ['firm', 'name', 'email', 'address', 'signature'] as const;
    if (keys.every((key) => next[key] === state[key])) return [];
    return [{ type: 'ConsultancySettingsChanged', schemaVersion: 1, data: { ...next, changedAt: command.now } }];
  },
};
