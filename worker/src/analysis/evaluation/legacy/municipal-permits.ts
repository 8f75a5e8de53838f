import type { LegacyFixture } from '../fixture';

/** A municipal permit office: incomplete applications, inspection visits, zoning questions, fee receipts. */
export const MUNICIPAL_PERMITS: LegacyFixture = {
  id: 'municipal-permits',
  field: 'government (municipal permit office)',
  companyData: 'The building control and permits office of a city council, 22 officers and a public counter.',
  planted: [
    { id: 'applications', size: 10, lexiconFree: true, about: 'permit applications missing drawings' },
    { id: 'inspections', size: 8, lexiconFree: false, about: 'booking site inspections' },
    { id: 'zoning', size: 6, lexiconFree: true, about: 'zoning questions at the counter' },
    { id: 'fees', size: 5, lexiconFree: false, about: 'fee receipts' },
  ],
  responses: [
    {
      theme: 'applications',
      language: 'en',
      text: 'Permit applications arrive without the site plan or the drawings, and we write back asking for them.',
    },
    {
      theme: 'inspections',
      language: 'en',
      text: 'Booking site inspections, the builder calls to move the date three times.',
    },
    {
      theme: 'zoning',
      language: 'en',
      text: 'People at the counter ask whether their plot is zoned residential or commercial.',
    },
    { theme: null, language: 'en', text: 'The lifts in the civic centre are slow.' },
    {
      theme: 'applications',
      language: 'en',
      text: 'Checking building permit applications for completeness, most are missing something.',
    },
    {
      theme: 'fees',
      language: 'en',
      text: 'Issuing fee receipts by hand at the cash desk and matching them to the applications.',
    },
    {
      theme: 'inspections',
      language: 'en',
      text: 'Scheduling inspection visits across the city so inspectors are not driving back and forth.',
    },
    {
      theme: 'applications',
      language: 'ur',
      text: 'پرمٹ کی درخواستوں میں نقشے اور کاغذات پورے نہیں ہوتے، ہم بار بار خط لکھتے ہیں۔',
    },
    { theme: 'zoning', language: 'en', text: 'Zoning enquiries, we pull out the paper zoning map for every question.' },
    { theme: null, language: 'en', text: 'My colleagues are great.' },
    {
      theme: 'applications',
      language: 'en',
      text: 'Incomplete applications sit in a pile waiting for the missing drawings.',
    },
    {
      theme: 'inspections',
      language: 'en',
      text: 'Inspection bookings come by phone and email and we double book inspectors.',
    },
    {
      theme: 'applications',
      language: 'en',
      text: 'Going through each permit application to see which documents are missing.',
    },
    { theme: 'fees', language: 'ur', text: 'فیس کی رسید ہاتھ سے بنانا اور رجسٹر میں درج کرنا۔' },
    {
      theme: 'zoning',
      language: 'en',
      text: 'zoning questions from the public, what can I build on my land, can I add a floor',
    },
    { theme: null, language: 'ur', text: 'دفتر کا ماحول ٹھیک ہے۔' },
    {
      theme: 'inspections',
      language: 'en',
      text: 'Arranging site inspections and sending the inspector the file beforehand.',
    },
    {
      theme: 'applications',
      language: 'en',
      text: 'Applicants forget the structural drawings so the permit waits weeks.',
    },
    { theme: 'fees', language: 'en', text: 'Fee receipts do not match the bank deposit at the end of the day.' },
    { theme: 'zoning', language: 'ur', text: 'لوگ کاؤنٹر پر پوچھتے ہیں کہ ان کا پلاٹ کس zoning میں ہے۔' },
    {
      theme: 'applications',
      language: 'en',
      text: 'Permit application intake: checking the forms, drawings and ownership papers.',
    },
    { theme: null, language: 'en', text: 'The new chairs are comfortable.' },
    { theme: 'inspections', language: 'ur', text: 'سائٹ inspection کی بکنگ کرنا اور انسپکٹر کو بتانا۔' },
    {
      theme: 'applications',
      language: 'en',
      text: 'Half of the applications are incomplete, we send them back and they come again.',
    },
    { theme: 'zoning', language: 'en', text: 'Answering zoning questions at the counter takes most of my morning.' },
    { theme: 'fees', language: 'en', text: 'Writing receipts for permit fees and reconciling them weekly.' },
    { theme: 'inspections', language: 'en', text: 'Rebooking inspections when the site is not ready.' },
    { theme: 'applications', language: 'ur', text: 'نامکمل درخواستیں واپس بھیجنا کیونکہ نقشے ساتھ نہیں ہوتے۔' },
    { theme: null, language: 'en', text: 'Parking for staff is limited.' },
    { theme: 'zoning', language: 'en', text: 'Explaining zoning rules to applicants over and over.' },
    { theme: 'inspections', language: 'en', text: 'Inspection schedule on a whiteboard, it gets rubbed out.' },
    { theme: 'applications', language: 'en', text: 'Chasing missing documents for permit applications.' },
    { theme: 'fees', language: 'en', text: 'fee receipt books run out and we write receipts on plain paper' },
    {
      theme: 'inspections',
      language: 'en',
      text: 'Coordinating inspection dates with builders and inspectors by phone.',
    },
    { theme: null, language: 'en', text: 'Nothing in particular.' },
  ],
};
