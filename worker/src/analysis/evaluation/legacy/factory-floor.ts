import type { LegacyFixture } from '../fixture';

/** A packaging factory: logging machine downtime, inspection checklists, spare parts, changeovers. */
export const FACTORY_FLOOR: LegacyFixture = {
  id: 'factory-floor',
  field: 'manufacturing (factory floor)',
  companyData: 'A packaging plant in Faisalabad with six lines and 140 operators on three shifts.',
  planted: [
    { id: 'downtime', size: 10, lexiconFree: true, about: 'logging machine downtime' },
    { id: 'inspection', size: 8, lexiconFree: false, about: 'quality inspection checklists' },
    { id: 'spares', size: 7, lexiconFree: false, about: 'hunting spare parts in the stores' },
    { id: 'changeover', size: 5, lexiconFree: true, about: 'line changeovers' },
  ],
  responses: [
    {
      theme: 'downtime',
      language: 'en',
      text: 'Logging downtime on line 3. The machine stops and I write the reason and minutes on a clipboard.',
    },
    {
      theme: 'inspection',
      language: 'en',
      text: 'Quality checks every hour, ticking the inspection checklist and measuring seal width.',
    },
    {
      theme: 'spares',
      language: 'en',
      text: 'Finding spare parts in the stores, the bins are not labelled and the bearings are never where the list says.',
    },
    { theme: null, language: 'en', text: 'The lockers are too small for winter coats.' },
    {
      theme: 'downtime',
      language: 'en',
      text: 'Machine downtime reports at the end of every shift, adding up stoppages by hand.',
    },
    {
      theme: 'changeover',
      language: 'en',
      text: 'Changeovers between products take 90 minutes because the settings are in someones head.',
    },
    {
      theme: 'inspection',
      language: 'en',
      text: 'Inspection sheets pile up and nobody looks at them until a customer complains.',
    },
    {
      theme: 'downtime',
      language: 'ur',
      text: 'مشین بند ہونے کا وقت اور وجہ رجسٹر میں لکھنا، ہر شفٹ میں downtime کا حساب۔',
    },
    {
      theme: 'spares',
      language: 'en',
      text: 'Waiting for spares. We stand around while someone searches the store for a belt.',
    },
    { theme: null, language: 'en', text: 'Canteen food is decent.' },
    {
      theme: 'downtime',
      language: 'en',
      text: 'Recording stoppages and breakdowns, the downtime codes are confusing.',
    },
    {
      theme: 'inspection',
      language: 'en',
      text: 'Filling in quality inspection forms on paper, then someone types them up.',
    },
    {
      theme: 'changeover',
      language: 'en',
      text: 'Line changeover, finding the right moulds and settings for the next job.',
    },
    { theme: 'spares', language: 'en', text: 'Spare parts stock is a mystery, we order parts we already have.' },
    {
      theme: 'downtime',
      language: 'en',
      text: 'downtime tracking is a mess, every supervisor counts minutes differently',
    },
    { theme: null, language: 'ur', text: 'ہماری ٹیم اچھی ہے، کوئی شکایت نہیں۔' },
    { theme: 'inspection', language: 'en', text: 'First-off inspection at every start, the checklist has 40 items.' },
    {
      theme: 'downtime',
      language: 'en',
      text: 'Explaining downtime to the plant manager, digging through the shift logs.',
    },
    {
      theme: 'spares',
      language: 'ur',
      text: 'اسٹور میں spare parts ڈھونڈنا، کوئی پتہ نہیں کہ کون سا پرزہ کہاں رکھا ہے۔',
    },
    {
      theme: 'changeover',
      language: 'ur',
      text: 'پروڈکٹ بدلنے پر changeover میں ڈیڑھ گھنٹہ لگتا ہے، سیٹنگ یاد نہیں رہتی۔',
    },
    { theme: 'inspection', language: 'ur', text: 'کوالٹی inspection کی چیک لسٹ ہر گھنٹے بھرنا۔' },
    { theme: 'downtime', language: 'en', text: 'Every breakdown has to go on the downtime log with the minutes lost.' },
    { theme: null, language: 'en', text: 'Overtime is fair.' },
    {
      theme: 'spares',
      language: 'en',
      text: 'Hunting for a spare motor in the stores on the night shift with no storeman.',
    },
    {
      theme: 'inspection',
      language: 'en',
      text: 'Inspection records for the audit, pulling out old checklists from boxes.',
    },
    {
      theme: 'downtime',
      language: 'en',
      text: 'Line stops and we log downtime on paper, then the engineer re-enters it.',
    },
    {
      theme: 'changeover',
      language: 'en',
      text: 'Changeovers, the setup sheet is out of date so we adjust by trial and error.',
    },
    { theme: 'spares', language: 'en', text: 'Spare parts requests, I walk to the stores three times a shift.' },
    { theme: 'downtime', language: 'en', text: 'Collecting downtime minutes from six lines for the morning meeting.' },
    { theme: null, language: 'en', text: 'The car park floods when it rains.' },
    {
      theme: 'inspection',
      language: 'en',
      text: 'quality inspection checklist on a clipboard, every hour, same boxes',
    },
    { theme: 'spares', language: 'en', text: 'Nobody updates the spares list after taking a part out of the store.' },
    { theme: 'downtime', language: 'ur', text: 'مشین کی خرابی کا downtime لکھنا اور پھر منیجر کو رپورٹ دینا۔' },
    {
      theme: 'changeover',
      language: 'en',
      text: 'Product changeovers on line 2, the settings change with every size.',
    },
    { theme: null, language: 'en', text: 'Nothing to add.' },
    { theme: 'inspection', language: 'en', text: 'Signing and filing inspection sheets so the batch can be released.' },
  ],
};
