// A response's quality verdict: ok, review or low quality, with its reasons as data (rendered in
// English or Urdu by quality-words.ts). Pure.
//
// Strong reasons, each enough for low quality: speeding; a second submission from one device;
// gibberish or pasted text in more than half of the written answers. Weak reasons: straight-lining;
// one word in every open answer; gibberish or pasted text in half of the written answers or fewer
// ("asdf" in one required box). One weak reason asks for review; two different ones make low quality.

import type { ScaleKind } from './straight-lining';

export const QUALITY_VERDICTS = ['ok', 'review', 'low_quality'] as const;
export type QualityVerdictKind = (typeof QUALITY_VERDICTS)[number];

export type QualityReason =
  /** Took `seconds` for `answers` answers whose class medians add up to `medianSeconds`. */
  | { signal: 'speeding'; answers: number; seconds: number; medianSeconds: number }
  /** Gave `value` to every one of `questions` questions of a kind; `variedPercent` of compared respondents varied (null: too few to compare). */
  | { signal: 'straight_lining'; kind: ScaleKind; value: number; questions: number; variedPercent: number | null }
  /** `answers` of its `of` written answers read as gibberish. */
  | { signal: 'gibberish'; answers: number; of: number; questionIds: string[] }
  /** `answers` of its `of` written answers repeat another of its answers or an earlier response (`earlierResponseId`). */
  | { signal: 'copy_paste'; answers: number; of: number; questionIds: string[]; earlierResponseId: string | null }
  /** `sameAnswers` of `of` answers match an earlier response from the same device, started `minutesApart` minutes before. */
  | { signal: 'duplicate_respondent'; earlierResponseId: string; minutesApart: number; sameAnswers: number; of: number }
  /** One word in each of its `answers` open answers. */
  | { signal: 'low_effort'; answers: number };

export type QualitySignal = QualityReason['signal'];

/** What could not be judged yet, said beside the verdict. */
export type QualityNote = { about: 'speeding'; why: 'too_few_responses'; responses: number; needed: number };

export type QualityVerdict = { verdict: QualityVerdictKind; reasons: QualityReason[]; notes: QualityNote[] };

export function isStrong(reason: QualityReason): boolean {
  switch (reason.signal) {
    case 'speeding':
    case 'duplicate_respondent':
      return true;
    case 'gibberish':
    case 'copy_paste':
      return reason.answers * 2 > reason.of;
    case 'straight_lining':
    case 'low_effort':
      return false;
    default: {
      const never: never = reason;
      throw new Error(`unknown reason ${JSON.stringify(never)}`);
    }
  }
}

export function verdictOf(reasons: QualityReason[], notes: QualityNote[] = []): QualityVerdict {
  const weak = new Set(reasons.filter((r) => !isStrong(r)).map((r) => r.signal));
  const verdict: QualityVerdictKind =
    reasons.some(isStrong) || weak.size >= 2 ? 'low_quality' : weak.size === 1 ? 'review' : 'ok';
  return { verdict, reasons, notes };
}
