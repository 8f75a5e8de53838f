import { z } from 'zod';

// What the model must answer at each step of the analysis, checked before anything of it is used.
// Units are the answers as the prompt lists them ("u12"); quotes cite one unit each.

const unitRef = z
  .string()
  .trim()
  .regex(/^u\d+$/, 'a unit id such as "u12"');

export const mapQuoteSchema = z.object({
  unit: unitRef,
  text: z.string().trim().min(1),
  /** English rendering, required for a quote from an Urdu answer. */
  gloss: z.string().trim().min(1).nullish(),
});

/** Map: the themes one chunk of answers raises. */
export const mapAnswerSchema = z.object({
  themes: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        summary: z.string().trim().min(1).max(400),
        /** Every unit of the chunk that raises the theme. */
        units: z.array(unitRef).min(1),
        quotes: z.array(mapQuoteSchema).min(1).max(5),
      }),
    )
    .max(12),
});

const ice = z.object({ value: z.number().int().min(1).max(10), reason: z.string().trim().min(1).max(300) });

/** Reduce: candidate themes merged into the report's themes, and the opportunities they support. */
export const reduceAnswerSchema = z.object({
  themes: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        summary: z.string().trim().min(1).max(400),
        /** The candidates ("c3") merged into this theme. */
        candidates: z
          .array(
            z
              .string()
              .trim()
              .regex(/^c\d+$/, 'a candidate id such as "c3"'),
          )
          .min(1),
      }),
    )
    .max(12),
  opportunities: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(160),
        description: z.string().trim().min(1).max(600),
        impact: ice,
        confidence: ice,
        ease: ice,
        /** Indexes (1-based) into this answer's themes. */
        themes: z.array(z.number().int().min(1)).min(1),
        hoursSavedPerWeek: z.number().min(0).nullish(),
        hoursSavedArithmetic: z.string().trim().min(1).max(300).nullish(),
      }),
    )
    .max(12),
});

export type MapAnswer = z.infer<typeof mapAnswerSchema>;
export type ReduceAnswer = z.infer<typeof reduceAnswerSchema>;
