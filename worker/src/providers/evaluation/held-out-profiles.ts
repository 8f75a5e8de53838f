import type { EvaluationProfile } from './profiles';

/**
 * Profiles kept out of the generator's tuning (issue 32): written before the consultant's-voice work
 * began and run only once it was done, to tell whether the rules carry over to text they were not
 * shaped on. Two fields the main set does not hold, one in English and one in Urdu.
 */
export const HELD_OUT_PROFILES: EvaluationProfile[] = [
  {
    id: 'pawprint-vets',
    field: 'veterinary',
    text:
      'Pawprint Veterinary Group runs three small-animal clinics with 38 staff, including 11 vets. Appointments are booked in RxWorks, but the out-of-hours service sends its notes by fax the next morning. ' +
      'Vaccination reminders are posted as letters every month from a report that the practice manager filters in Excel. ' +
      'Lab results from IDEXX arrive by email and a nurse attaches each one to the pet record by hand, around 70 a day. ' +
      'Insurance claim forms are filled in by the vets after surgery, which takes about 15 minutes per claim. Missed vaccinations have risen 25% since the reminders moved to post.',
    expect: [
      'RxWorks',
      'fax',
      'vaccination reminders',
      'IDEXX',
      'insurance claim forms',
      'risen 25%',
      '15 minutes per claim',
    ],
  },
  {
    id: 'multan-pharma',
    field: 'pharmaceutical distribution',
    text:
      'ہم ملتان میں ادویات کی تقسیم کا کاروبار کرتے ہیں جس میں 60 ملازمین ہیں۔ میڈیکل اسٹورز سے آرڈرز فون اور واٹس ایپ پر آتے ہیں اور سیلز مین انہیں کاپی میں لکھتے ہیں۔ ' +
      'روزانہ تقریباً 120 آرڈرز آتے ہیں۔ اسٹاک کا حساب ایکسل میں رکھا جاتا ہے اور ہر ہفتے گودام میں گنتی کی جاتی ہے۔ ' +
      'ادویات کی میعاد ختم ہونے کی تاریخیں رجسٹر میں لکھی جاتی ہیں۔ اس سال واپس آنے والی ادویات 15 فیصد بڑھ گئی ہیں۔',
    expect: ['واٹس ایپ', 'ایکسل', 'رجسٹر', '120 آرڈرز', '15 فیصد', 'کاپی'],
  },
];
