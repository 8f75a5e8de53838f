import { createContext, type ComponentType } from 'react';
import type { Question } from '@/types/generated/api';

/**
 * The respondent's answer control, as the builder's preview renders it. The survey feature owns it and
 * features do not import each other, so the app hands it in (src/app/router.tsx, loaded lazily with the
 * builder); without it the preview draws a read-only picture of its own.
 */
export type PreviewControlProps = {
  question: Pick<Question, 'questionText' | 'questionType' | 'options' | 'allowOther' | 'scaleLabels' | 'numberRange'>;
  language: 'en' | 'ur';
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  labelledBy: string;
};

export const PreviewControlContext = createContext<ComponentType<PreviewControlProps> | null>(null);
