import type { LegacyFixture } from '../fixture';

/** A surgical ward: handovers, hunting for equipment, waiting for discharge medicines, relatives (Urdu). */
export const HOSPITAL_WARD: LegacyFixture = {
  id: 'hospital-ward',
  field: 'health (hospital ward)',
  companyData:
    'A 28-bed surgical ward in a district hospital, about 45 nurses and healthcare assistants on three shifts.',
  planted: [
    { id: 'handover', size: 9, lexiconFree: false, about: 'handover between shifts' },
    { id: 'equipment', size: 7, lexiconFree: false, about: 'hunting for infusion pumps and hoists' },
    { id: 'discharge-meds', size: 7, lexiconFree: true, about: 'waiting on pharmacy for discharge medicines' },
    { id: 'relatives', size: 5, lexiconFree: false, about: 'relatives asking for updates (Urdu)' },
  ],
  responses: [
    {
      theme: 'handover',
      language: 'en',
      text: 'Handover at 7:30 runs over every single day, we go bed by bed and half of it is repeated from the last shift.',
    },
    {
      theme: 'equipment',
      language: 'en',
      text: 'Finding an infusion pump that works. We walk the whole corridor looking for one with a charged battery.',
    },
    {
      theme: 'discharge-meds',
      language: 'en',
      text: 'Patients are ready to go home by 10 but their discharge medicines come up from pharmacy at 4pm.',
    },
    { theme: null, language: 'en', text: 'The car park is full by 7 so I circle for twenty minutes.' },
    {
      theme: 'handover',
      language: 'en',
      text: 'The handover sheet is handwritten and people cant read each others writing. || paper handover sheet',
    },
    {
      theme: 'relatives',
      language: 'ur',
      text: 'مریضوں کے رشتہ دار بار بار فون کر کے حال پوچھتے ہیں اور ہر بار نرس کو کام چھوڑنا پڑتا ہے۔',
    },
    {
      theme: 'equipment',
      language: 'en',
      text: 'We only have two hoists for 28 beds and nobody knows which bay has them.',
    },
    {
      theme: 'discharge-meds',
      language: 'en',
      text: 'Waiting on TTOs from pharmacy. The bed is blocked all afternoon while the take-home meds are checked.',
    },
    {
      theme: 'handover',
      language: 'en',
      text: 'Shift handover takes 45 minutes because we read out every patient even the stable ones.',
    },
    {
      theme: 'equipment',
      language: 'en',
      text: 'Hunting for kit: pumps, the bladder scanner, the obs machine. Someone always borrowed it to another ward.',
    },
    { theme: null, language: 'en', text: 'Honestly the team is lovely, no complaints from me.' },
    {
      theme: 'relatives',
      language: 'ur',
      text: 'رشتہ داروں کو روزانہ اپڈیٹ دینا، ایک ہی بات دس لوگوں کو الگ الگ بتانی پڑتی ہے۔',
    },
    {
      theme: 'discharge-meds',
      language: 'en',
      text: 'discharge delays, mostly the pharmacy not having the TTO ready, families sit in the day room for hours',
    },
    {
      theme: 'handover',
      language: 'en',
      text: 'Night to day handover. The notes from the night are scribbled and I end up asking the same questions again.',
    },
    {
      theme: 'equipment',
      language: 'en',
      text: 'Infusion pumps go missing. We had one in the sluice last week, another in theatre recovery.',
    },
    { theme: null, language: 'en', text: 'The canteen closes at 2 so late shift never gets a hot meal.' },
    {
      theme: 'handover',
      language: 'ur',
      text: 'شفٹ کی ہینڈ اوور میں بہت وقت لگتا ہے، ہر مریض کی پوری کہانی دوبارہ سنانی پڑتی ہے۔',
    },
    {
      theme: 'discharge-meds',
      language: 'en',
      text: 'Chasing pharmacy about take home medication so a patient can leave before the evening.',
    },
    {
      theme: 'equipment',
      language: 'en',
      text: 'Looking for a working pump or a spare hoist sling, easily half an hour a shift.',
    },
    {
      theme: 'relatives',
      language: 'ur',
      text: 'رشتہ دار وارڈ کے دروازے پر کھڑے ہو کر مریض کا حال پوچھتے رہتے ہیں، ہمیں بار بار جانا پڑتا ہے۔',
    },
    {
      theme: 'handover',
      language: 'en',
      text: 'Our handovers are too long and still things get missed, like a fasting patient who was given breakfast.',
    },
    { theme: null, language: 'en', text: 'Parking and the lifts. The lifts break down constantly.' },
    {
      theme: 'discharge-meds',
      language: 'en',
      text: 'The discharge itself is quick, its the wait for pharmacy to dispense the meds that kills the bed flow.',
    },
    {
      theme: 'equipment',
      language: 'en',
      text: 'Equipment. Pumps, hoists, commodes, you name it, never where they should be.',
    },
    {
      theme: 'handover',
      language: 'en',
      text: 'Hand over between shifts, we repeat the same info verbally and on the sheet.',
    },
    { theme: 'relatives', language: 'ur', text: 'مریض کے رشتہ داروں کے سوالوں کے جواب دینے میں آدھا دن نکل جاتا ہے۔' },
    { theme: null, language: 'en', text: 'Training days are good, I would like more of them.' },
    {
      theme: 'discharge-meds',
      language: 'en',
      text: 'pharmacy! discharge meds take 5 or 6 hours to arrive on a busy day',
    },
    {
      theme: 'equipment',
      language: 'ur',
      text: 'انفیوژن پمپ ڈھونڈنے میں بہت وقت ضائع ہوتا ہے، کوئی نہ کوئی دوسرے وارڈ لے جاتا ہے۔ || infusion pump',
    },
    {
      theme: 'handover',
      language: 'en',
      text: 'Handover again. The electronic handover list is never updated so we print it and write over it.',
    },
    {
      theme: 'relatives',
      language: 'ur',
      text: 'رشتہ دار اپڈیٹ کے لیے فون کرتے ہیں اور ہر کال میں دس منٹ لگ جاتے ہیں۔',
    },
    { theme: null, language: 'ur', text: 'کینٹین کا کھانا ٹھنڈا ہوتا ہے۔' },
    {
      theme: 'discharge-meds',
      language: 'en',
      text: 'Waiting for the pharmacist to sign off the discharge prescription and send the medicines up.',
    },
    {
      theme: 'handover',
      language: 'en',
      text: 'Long handovers at every change of shift, and the agency nurses dont get the full picture.',
    },
    { theme: null, language: 'en', text: 'I mostly enjoy it. The rota is fair on our ward.' },
  ],
};
