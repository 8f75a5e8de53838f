import type { LegacyFixture } from '../fixture';

/** An NGO field office: beneficiary lists, donor reports, vehicle fuel logs, ration tokens (Urdu). */
export const NGO_FIELD_OFFICE: LegacyFixture = {
  id: 'ngo-field-office',
  field: 'NGO (field office)',
  companyData: 'A humanitarian NGO field office in Sindh with 25 staff running food and cash programmes.',
  planted: [
    { id: 'beneficiaries', size: 10, lexiconFree: true, about: 'cleaning beneficiary lists' },
    { id: 'donor-reports', size: 8, lexiconFree: false, about: 'writing donor reports' },
    { id: 'fuel', size: 6, lexiconFree: true, about: 'fuel logs for field vehicles' },
    { id: 'tokens', size: 5, lexiconFree: true, about: 'ration distribution tokens (Urdu)' },
  ],
  responses: [
    {
      theme: 'beneficiaries',
      language: 'en',
      text: 'Cleaning the beneficiary list, the same family appears three times with different spellings.',
    },
    {
      theme: 'donor-reports',
      language: 'en',
      text: 'Donor reports every quarter, pulling numbers from five spreadsheets into their template.',
    },
    {
      theme: 'fuel',
      language: 'en',
      text: 'Fuel logs for the field vehicles, drivers fill them in late and the mileage never matches.',
    },
    { theme: 'tokens', language: 'ur', text: 'راشن کی تقسیم کے ٹوکن ہاتھ سے لکھنا اور ہر خاندان کو ایک ٹوکن دینا۔' },
    { theme: null, language: 'en', text: 'The generator is noisy during meetings.' },
    {
      theme: 'beneficiaries',
      language: 'en',
      text: 'Deduplicating beneficiaries after each registration drive, by CNIC number mostly.',
    },
    {
      theme: 'donor-reports',
      language: 'en',
      text: 'Writing the narrative for donor reporting, and the indicators table that goes with it.',
    },
    {
      theme: 'beneficiaries',
      language: 'ur',
      text: 'مستحقین کی فہرست میں ایک ہی خاندان کئی بار آ جاتا ہے، CNIC سے ملانا پڑتا ہے۔',
    },
    {
      theme: 'fuel',
      language: 'en',
      text: 'Checking fuel receipts against the vehicle logbook for each trip to the villages.',
    },
    { theme: null, language: 'en', text: 'Colleagues are supportive, I have no real complaints.' },
    { theme: 'tokens', language: 'ur', text: 'تقسیم کے دن ٹوکن گم ہو جاتے ہیں اور لوگ دوبارہ ٹوکن مانگتے ہیں۔' },
    {
      theme: 'beneficiaries',
      language: 'en',
      text: 'Beneficiary registration data comes from tablets and paper, and we merge the lists by hand.',
    },
    {
      theme: 'donor-reports',
      language: 'en',
      text: 'Quarterly donor report, I spend a week reconciling figures between programme and finance.',
    },
    {
      theme: 'fuel',
      language: 'en',
      text: 'Vehicle fuel log sheets, I type them up every Friday for the logistics officer.',
    },
    {
      theme: 'beneficiaries',
      language: 'en',
      text: 'Verifying beneficiaries against the targeting criteria, household by household.',
    },
    { theme: null, language: 'ur', text: 'دفتر میں بجلی اکثر چلی جاتی ہے۔' },
    { theme: 'tokens', language: 'ur', text: 'راشن ٹوکن کی فہرست بنانا اور دستخط والی شیٹ سے ملانا۔' },
    {
      theme: 'donor-reports',
      language: 'en',
      text: 'donor reports with different formats for every donor, same data reshaped again',
    },
    {
      theme: 'beneficiaries',
      language: 'en',
      text: 'The beneficiary database has duplicates and missing phone numbers, fixing it is endless.',
    },
    { theme: 'fuel', language: 'ur', text: 'گاڑیوں کا fuel log چیک کرنا، کلومیٹر اور پٹرول کی رسیدیں نہیں ملتیں۔' },
    { theme: null, language: 'en', text: 'Travel to the field sites is long but fine.' },
    {
      theme: 'donor-reports',
      language: 'en',
      text: 'Preparing donor updates and answering their questions about the numbers.',
    },
    { theme: 'beneficiaries', language: 'en', text: 'Updating beneficiary lists when families move between camps.' },
    { theme: 'tokens', language: 'ur', text: 'ٹوکن نمبر رجسٹر میں لکھنا اور راشن دیتے وقت ٹوکن واپس لینا۔' },
    {
      theme: 'fuel',
      language: 'en',
      text: 'Fuel consumption per vehicle, worked out by hand from the logbooks for audit.',
    },
    { theme: 'beneficiaries', language: 'ur', text: 'نئے مستحقین کی رجسٹریشن اور پرانی فہرست سے ڈپلیکیٹ نکالنا۔' },
    {
      theme: 'donor-reports',
      language: 'en',
      text: 'The donor reporting deadline means late nights copying tables from Excel into Word.',
    },
    { theme: null, language: 'en', text: 'More training on safeguarding would help.' },
    {
      theme: 'beneficiaries',
      language: 'en',
      text: 'Matching beneficiaries who received cash with the ones on the approved list.',
    },
    {
      theme: 'tokens',
      language: 'ur',
      text: 'راشن کے ٹوکن بانٹنے میں بہت رش ہوتا ہے اور ٹوکن کی گنتی غلط ہو جاتی ہے۔',
    },
    {
      theme: 'fuel',
      language: 'en',
      text: 'Drivers hand in fuel slips a month late so the vehicle costs are always wrong.',
    },
    {
      theme: 'donor-reports',
      language: 'en',
      text: 'Donor report drafts go back and forth between me and the country office.',
    },
    { theme: 'beneficiaries', language: 'en', text: 'beneficiary lists!! duplicates, typos, wrong villages' },
    { theme: null, language: 'en', text: 'Nothing much, the work is meaningful.' },
    {
      theme: 'donor-reports',
      language: 'ur',
      text: 'ڈونر رپورٹ کے لیے ہر پروگرام سے اعداد و شمار جمع کرنا۔ || donor report',
    },
  ],
};
