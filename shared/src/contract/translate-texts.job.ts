import { z } from 'zod';

/** Job: translate an admin's survey texts (titles, questions, options, labels) into another language. */
export const TRANSLATE_TEXTS_JOB = 'translate-texts';

/** Limits of the payload; the backend's HTTP DTO states the same ones. */
export const MAX_TRANSLATE_TEXTS = 200;
export const MAX_TRANSLATE_KEY_LENGTH = 200;
export const MAX_TRANSLATE_TEXT_LENGTH = 2_000;

/** The languages texts can be translated into (English is the original). */
export const TRANSLATE_TARGET_LANGUAGES = ['ur'] as const;
export const translateTargetLanguageSchema = z.enum(TRANSLATE_TARGET_LANGUAGES);

/** What the offline provider answers: it has no model to translate with, and says so to the admin. */
/** Said to the consultant: what is off and who can turn it on, never a variable's name (issue 49). */
export const OFFLINE_CANNOT_TRANSLATE_MESSAGE =
  'AI translation is off on this server. Type the Urdu yourself; the operator can turn AI on (operations guide: Settings for operations).';

export const translateTextSchema = z.object({
  key: z.string().trim().min(1).max(MAX_TRANSLATE_KEY_LENGTH),
  text: z.string().trim().min(1).max(MAX_TRANSLATE_TEXT_LENGTH),
});

const uniqueKeys = (texts: { key: string }[]) => new Set(texts.map((t) => t.key)).size === texts.length;

export const translateTextsPayloadSchema = z.object({
  targetLanguage: translateTargetLanguageSchema,
  texts: z
    .array(translateTextSchema)
    .min(1)
    .max(MAX_TRANSLATE_TEXTS)
    .refine(uniqueKeys, 'each key may appear only once'),
});

/** Each key of the payload once, with its translation (the provider checks the keys against the payload). */
export const translateTextsResultSchema = z.object({
  translations: z
    .array(
      z.object({
        key: z.string().min(1).max(MAX_TRANSLATE_KEY_LENGTH),
        text: z
          .string()
          .trim()
          .min(1)
          .max(MAX_TRANSLATE_TEXT_LENGTH * 4),
      }),
    )
    .max(MAX_TRANSLATE_TEXTS)
    .refine(uniqueKeys, 'each key may appear only once'),
});

export type TranslateTargetLanguage = z.infer<typeof translateTargetLanguageSchema>;
export type TranslateTextsPayload = z.infer<typeof translateTextsPayloadSchema>;
export type TranslateTextsResult = z.infer<typeof translateTextsResultSchema>;
