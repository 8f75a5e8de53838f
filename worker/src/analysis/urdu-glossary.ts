/**
 * A small curated glossary of everyday workplace words in Urdu and the English word they bridge to, used
 * only to let an Urdu answer join an English theme (never to find or name a theme). The workplace lexicon's
 * concepts bridge too; these are words it does not hold. Keys are normalised Urdu stems (urduStem).
 */
import { urduStem } from './urdu-words';
import { normalizeWord } from './text-normal';

const GLOSSARY: Readonly<Record<string, string>> = {
  حاضر: 'absence',
  حاضری: 'absence',
  مریض: 'patient',
  دوا: 'medicine',
  ادویات: 'medicine',
  گاہک: 'customer',
  کسٹمر: 'customer',
  آرڈر: 'order',
  پارسل: 'parcel',
  واپسی: 'return',
  ریٹرن: 'return',
  ریفنڈ: 'refund',
  سائز: 'size',
  ڈرائیور: 'driver',
  گاڑی: 'vehicle',
  روٹ: 'route',
  لیبل: 'label',
  مشین: 'machine',
  خرابی: 'breakdown',
  پرزہ: 'part',
  معائنہ: 'inspection',
  درخواست: 'application',
  فیس: 'fee',
  پرمٹ: 'permit',
  نقشہ: 'drawing',
  فہرست: 'list',
  رجسٹریشن: 'registration',
  ایندھن: 'fuel',
  پٹرول: 'fuel',
  عدالت: 'court',
  کلائنٹ: 'client',
  استاد: 'teacher',
  والدین: 'parent',
  بچہ: 'child',
  ٹرپ: 'trip',
  اجازت: 'permission',
  باکس: 'inbox',
  شفٹ: 'shift',
  اسٹور: 'store',
  سپلائر: 'supplier',
  کھانا: 'meal',
  پیسہ: 'money',
};

let normalised: Map<string, string> | null = null;

/** The English word an Urdu word (as a term key's lemma) bridges to, if the glossary has it. */
export function englishFor(urduLemma: string): string | undefined {
  normalised ??= new Map(Object.entries(GLOSSARY).map(([ur, en]) => [urduStem(normalizeWord(ur)), en]));
  return normalised.get(urduLemma);
}
