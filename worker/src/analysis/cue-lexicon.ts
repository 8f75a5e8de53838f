import { nouns, verbs } from './word-forms';

/**
 * How people say that work hurts, that it is fine, or what they wish for, in English and Urdu.
 * Matched longest phrase first, so "no problems" reads as fine before "problems" reads as a pain.
 *
 * Source (issue 46): general vocabulary of complaint, reassurance and wishing, grouped by the ten pain
 * kinds and expanded by rule into their inflected forms (word-forms.ts); written on 2026-11-23 (commit
 * e24f5f9), before any evaluation fixture existed, and no word here is taken from one. The Urdu phrases
 * are the everyday equivalents of the English groups.
 */
export const PAIN_KINDS = [
  'manual-entry',
  'chasing',
  'searching',
  'waiting',
  'errors',
  'time-cost',
  'duplication',
  'repetitive',
  'no-visibility',
  'frustration',
] as const;

export type PainKind = (typeof PAIN_KINDS)[number];

export type Cue = { kind: 'pain'; pain: PainKind } | { kind: 'positive' } | { kind: 'wish' };

/** How a theme name and summary speak of each pain. */
export const PAIN_WORDING: Record<PainKind, { phrase: string | null; description: string }> = {
  'manual-entry': { phrase: 're-typed by hand', description: 'typing or copying data by hand' },
  chasing: { phrase: 'chased', description: 'chasing people' },
  searching: { phrase: 'hard to find', description: 'struggling to find things' },
  waiting: { phrase: 'held up', description: 'waiting and delays' },
  errors: { phrase: 'prone to errors', description: 'errors and rework' },
  'time-cost': { phrase: 'taking too long', description: 'the time it takes' },
  duplication: { phrase: 'entered twice', description: 'entering the same data twice' },
  repetitive: { phrase: 'done over and over', description: 'repetitive work' },
  'no-visibility': { phrase: 'with no visibility', description: 'no visibility of where things stand' },
  frustration: { phrase: null, description: 'frustration' },
};

type PainTable = { pain: PainKind; en: string[]; ur: string[] };

const PAINS: PainTable[] = [
  {
    pain: 'manual-entry',
    en: [
      ...verbs(
        'retype',
        're-type',
        'rekey',
        're-key',
        're-enter',
        'reenter',
        'key in',
        'type in',
        'type up',
        'type into',
      ),
      'typing',
      'typed',
      'keying',
      'keyed in',
      'by hand',
      'manually',
      'manual',
      'hand-typed',
      'data entry',
      'double entry',
      'copy and paste',
      'copy-paste',
      'copy paste',
      'copying and pasting',
      'copying',
      'enter the numbers',
      'enter them',
      'enter everything',
    ],
    ur: ['ہاتھ سے', 'دستی', 'ٹائپ', 'دوبارہ ٹائپ', 'دوبارہ لکھنا', 'کاپی پیسٹ', 'کاپی', 'اندراج', 'انٹری', 'مینوئل'],
  },
  {
    pain: 'chasing',
    en: [
      ...verbs('chase', 'follow up', 'remind', 'nudge', 'pester'),
      ...nouns('chaser', 'reminder', 'follow-up'),
      'following up',
      'followed up',
      'keep asking',
      'kept asking',
      'back and forth',
    ],
    ur: [
      'یاد دہانی',
      'یاددہانی',
      'یاد دلانا',
      'یاد دلانے',
      'یاد دلاتے',
      'یاد دلاتا',
      'یاد دلاتی',
      'بار بار پوچھنا',
      'بار بار پوچھنے',
      'پیچھے پڑنا',
      'فالو اپ',
    ],
  },
  {
    pain: 'searching',
    en: [
      'hard to find',
      'difficult to find',
      'can not find',
      'could not find',
      'never find',
      'lost',
      'misplaced',
      'missing',
      'buried',
      'latest version',
      'wrong version',
      'which version',
      'five copies',
      'several copies',
    ],
    ur: ['نہیں ملتی', 'نہیں ملتا', 'نہیں ملتے', 'گم', 'کھو جاتی', 'کھو جاتا', 'تلاش کرنا مشکل'],
  },
  {
    pain: 'waiting',
    en: [
      ...verbs('wait', 'delay'),
      ...nouns('bottleneck', 'backlog'),
      'delays',
      'stuck',
      'held up',
      'hold up',
      'running late',
      'too late',
      'always late',
      'pending',
      'sit in',
      'sits in',
      'sitting in',
      'for days',
      'for weeks',
    ],
    ur: ['انتظار', 'تاخیر', 'دیر', 'رکا رہتا', 'رکی رہتی', 'رک جاتا', 'رک جاتی', 'پھنس', 'زیر التوا', 'جواب نہیں دیتے'],
  },
  {
    pain: 'errors',
    en: [
      ...nouns('error', 'mistake', 'typo', 'mismatch', 'discrepancy'),
      'wrong',
      'rework',
      'redo',
      'double-check',
      'double check',
      'double-checking',
      'double checking',
      'inaccurate',
      'incorrect',
      'creep in',
    ],
    ur: ['غلطی', 'غلطیاں', 'غلطیوں', 'غلط', 'دوبارہ چیک'],
  },
  {
    pain: 'time-cost',
    en: [
      'time-consuming',
      'time consuming',
      'takes ages',
      'takes forever',
      'take forever',
      'took ages',
      'ages',
      'forever',
      'waste of time',
      'wasted',
      'waste',
      'tedious',
      'slow',
      'slowly',
      'all day',
      'whole day',
      'full day',
      'half my day',
      'spend hours',
      'takes hours',
      'for hours',
      'a lot of time',
      'too much time',
      'so much time',
      'most of my',
      'goes on',
      'all morning',
      'all afternoon',
      'whole morning',
      'never stop',
      'never stops',
      'non-stop',
      'constantly',
      'all the time',
    ],
    ur: ['وقت ضائع', 'وقت لگتا', 'وقت لگتے', 'بہت وقت', 'کافی وقت', 'گھنٹوں', 'سارا دن', 'پورا دن', 'سست'],
  },
  {
    pain: 'duplication',
    en: [
      ...verbs('duplicate'),
      'duplication',
      'twice',
      'two places',
      'same data again',
      'enter the numbers again',
      'do not talk',
    ],
    ur: ['دو بار', 'دو جگہ', 'دوہرا', 'ڈپلیکیٹ'],
  },
  {
    pain: 'repetitive',
    en: [
      'repetitive',
      'over and over',
      'again and again',
      'every single',
      'boring',
      'mundane',
      'monotonous',
      'same thing',
    ],
    ur: ['بار بار', 'ایک ہی کام', 'بورنگ'],
  },
  {
    pain: 'no-visibility',
    en: [
      'no visibility',
      'no idea where',
      'do not know where',
      'nobody knows',
      'no one knows',
      'not sure where',
      'lose track',
      'losing track',
      'lost track',
    ],
    ur: ['پتا نہیں چلتا', 'پتہ نہیں چلتا', 'پتہ ہی نہیں چلتا', 'پتا ہی نہیں چلتا', 'معلوم نہیں ہوتا'],
  },
  {
    pain: 'frustration',
    en: [
      'frustrating',
      'frustrated',
      'frustration',
      'annoying',
      'painful',
      'pain',
      'nightmare',
      'headache',
      'stress',
      'stressful',
      'hate',
      'struggle',
      'struggling',
      'difficult',
      'hard',
      'mess',
      'messy',
      'chaos',
      'chaotic',
      ...nouns('problem', 'issue', 'challenge'),
    ],
    ur: ['پریشانی', 'پریشان', 'تنگ', 'مشکل', 'مشکلات', 'مسئلہ', 'مسائل', 'سر درد', 'الجھن', 'افراتفری'],
  },
];

const POSITIVE = {
  en: [
    'no problem',
    'no problems',
    'no issue',
    'no issues',
    'not a problem',
    'not an issue',
    'no complaints',
    'fine',
    'works well',
    'working well',
    'work well',
    'all good',
    'easy',
    'smooth',
    'smoothly',
    'happy with',
    'sorted',
  ],
  ur: [
    'کوئی مسئلہ نہیں',
    'کوئی خاص مسئلہ نہیں',
    'کوئی پریشانی نہیں',
    'کوئی شکایت نہیں',
    'ٹھیک',
    'آسان',
    'اچھا چل رہا',
    'مطمئن',
  ],
};

const WISH = {
  en: [
    'wish',
    'would love',
    'would like',
    'would be great',
    'would be amazing',
    'would help',
    'would save',
    'if only',
    'ideally',
    'hope',
    ...verbs('automate'),
    'automatic',
    'automatically',
  ],
  ur: ['کاش', 'چاہتے', 'چاہتی', 'چاہتا', 'چاہوں گا', 'چاہوں گی', 'خودکار', 'خود بخود', 'آٹومیٹ', 'بہتر ہو'],
};

/** Every cue phrase with what it signals, both languages in one list. */
export function cuePhrases(): Array<{ phrase: string; value: Cue }> {
  const out: Array<{ phrase: string; value: Cue }> = [];
  for (const table of PAINS) {
    for (const phrase of [...table.en, ...table.ur]) out.push({ phrase, value: { kind: 'pain', pain: table.pain } });
  }
  for (const phrase of [...POSITIVE.en, ...POSITIVE.ur]) out.push({ phrase, value: { kind: 'positive' } });
  for (const phrase of [...WISH.en, ...WISH.ur]) out.push({ phrase, value: { kind: 'wish' } });
  return out;
}
