import { EyeOff } from 'lucide-react';
import type { HiddenReason } from '@/types/generated/api';
import type { ClientLanguage } from '../content/client-page-texts';

/** Why a result is not shown: the anonymity floor's sentence in the page's language. */
export const HiddenNote = ({ reason, language }: { reason: HiddenReason; language: ClientLanguage }) => (
  <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="hidden-note">
    <EyeOff className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
    <span>{reason[language]}</span>
  </p>
);
