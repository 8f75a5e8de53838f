// A verdict and its reasons in words, in English or Urdu ("answered 10 questions in 14 s; the median
// is 3 min"). Pure: the same data renders in either language wherever it is shown.

import type { QualityNote, QualityReason, QualityVerdictKind } from './quality-verdict';

export type QualityLanguage = 'en' | 'ur';

const VERDICT_WORDS: Record<QualityVerdictKind, Record<QualityLanguage, string>> = {
  ok: { en: 'OK', ur: 'ٹھیک' },
  review: { en: 'Review', ur: 'جائزہ لیں' },
  low_quality: { en: 'Low quality', ur: 'کم معیار' },
};

export const verdictWords = (verdict: QualityVerdictKind, language: QualityLanguage): string =>
  VERDICT_WORDS[verdict][language];

/** 14 s, 3 min, 1 h 20 min (Urdu: 14 سیکنڈ, 3 منٹ, 1 گھنٹہ 20 منٹ). */
export function durationWords(seconds: number, language: QualityLanguage): string {
  const unit = language === 'en' ? { s: 's', min: 'min', h: 'h' } : { s: 'سیکنڈ', min: 'منٹ', h: 'گھنٹہ' };
  if (seconds < 90) return `${Math.round(seconds)} ${unit.s}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} ${unit.min}`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} ${unit.h}${rest ? ` ${rest} ${unit.min}` : ''}`;
}

export function reasonWords(reason: QualityReason, language: QualityLanguage): string {
  const en = language === 'en';
  switch (reason.signal) {
    case 'speeding': {
      const took = durationWords(reason.seconds, language);
      const usual = durationWords(reason.medianSeconds, language);
      return en
        ? `answered ${reason.answers} questions in ${took}; the median is ${usual}`
        : `${reason.answers} سوالوں کے جواب ${took} میں دیے؛ درمیانی وقت ${usual} ہے`;
    }
    case 'straight_lining': {
      const varied = reason.variedPercent;
      if (en) {
        const what = reason.kind === 'rating' ? 'ratings' : '0–10 scales';
        const rest = varied === null ? '' : `; ${varied}% of respondents varied`;
        return `gave ${reason.value} on all ${reason.questions} ${what}${rest}`;
      }
      const what = reason.kind === 'rating' ? 'ریٹنگز' : '0 سے 10 کے پیمانوں';
      const rest = varied === null ? '' : `؛ ${varied}% جواب دہندگان کے جواب مختلف تھے`;
      return `تمام ${reason.questions} ${what} پر ${reason.value} دیا${rest}`;
    }
    case 'gibberish':
      return en
        ? `${reason.answers} of ${reason.of} written answers are gibberish`
        : `${reason.of} میں سے ${reason.answers} تحریری جواب بے معنی ہیں`;
    case 'copy_paste': {
      const earlier = reason.earlierResponseId !== null;
      return en
        ? `the same text in ${reason.answers} of ${reason.of} written answers${earlier ? ', also in an earlier response' : ''}`
        : `${reason.of} میں سے ${reason.answers} تحریری جوابات میں ایک ہی متن${earlier ? '، جو ایک پہلے جواب میں بھی ہے' : ''}`;
    }
    case 'duplicate_respondent':
      return en
        ? `${reason.sameAnswers} of ${reason.of} answers the same as a response from the same device ${reason.minutesApart} min earlier`
        : `${reason.of} میں سے ${reason.sameAnswers} جواب اسی ڈیوائس سے ${reason.minutesApart} منٹ پہلے کے جواب جیسے ہیں`;
    case 'low_effort':
      return en
        ? `one word in each of ${reason.answers} open answers`
        : `${reason.answers} کھلے سوالوں میں سے ہر ایک کا جواب ایک لفظ`;
    default: {
      const never: never = reason;
      throw new Error(`unknown reason ${JSON.stringify(never)}`);
    }
  }
}

export function noteWords(note: QualityNote, language: QualityLanguage): string {
  return language === 'en'
    ? `speed not judged yet: ${note.responses} of the ${note.needed} responses needed`
    : `رفتار کا اندازہ ابھی نہیں: ${note.needed} میں سے ${note.responses} جوابات`;
}
