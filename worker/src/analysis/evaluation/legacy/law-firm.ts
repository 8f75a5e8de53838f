import type { LegacyFixture } from '../fixture';

/** A high-street law firm: conflict checks, time recording, court bundles, contract clauses. */
export const LAW_FIRM: LegacyFixture = {
  id: 'law-firm',
  field: 'law',
  companyData: 'A law firm of 30 people in Lahore and Manchester: litigation, property and family matters.',
  planted: [
    { id: 'conflicts', size: 9, lexiconFree: false, about: 'conflict checks before opening a matter' },
    { id: 'time-recording', size: 7, lexiconFree: false, about: 'recording billable time' },
    { id: 'bundles', size: 6, lexiconFree: true, about: 'preparing court bundles' },
    { id: 'clauses', size: 6, lexiconFree: false, about: 'reviewing contract clauses' },
  ],
  responses: [
    {
      theme: 'conflicts',
      language: 'en',
      text: 'Running conflict checks before we can open a new matter, searching three old databases by name.',
    },
    {
      theme: 'bundles',
      language: 'en',
      text: 'Court bundles. Paginating, indexing and copying 600 pages the night before a hearing.',
    },
    {
      theme: 'time-recording',
      language: 'en',
      text: 'Recording my time in six-minute units at the end of the day, I forget half of what I did.',
    },
    {
      theme: 'clauses',
      language: 'en',
      text: 'Reviewing the same clauses in every lease: break clause, rent review, repairs.',
    },
    { theme: null, language: 'en', text: 'The coffee machine on the second floor has been broken for a month.' },
    {
      theme: 'conflicts',
      language: 'en',
      text: 'conflict search takes ages because the client names are spelt differently in each system',
    },
    {
      theme: 'time-recording',
      language: 'en',
      text: 'Billable hours. Reconstructing my day from emails so the time entries are right for the bill.',
    },
    {
      theme: 'bundles',
      language: 'en',
      text: 'Putting together the hearing bundle, renumbering every page when a late document comes in.',
    },
    {
      theme: 'conflicts',
      language: 'ur',
      text: 'نئے کلائنٹ کا conflict check کرنے میں دو دن لگ جاتے ہیں، پرانے ریکارڈ میں نام ڈھونڈنے پڑتے ہیں۔',
    },
    {
      theme: 'clauses',
      language: 'en',
      text: 'Checking indemnity and limitation clauses in supplier agreements line by line.',
    },
    { theme: null, language: 'en', text: 'I like the flexible hours, nothing really bothers me.' },
    {
      theme: 'time-recording',
      language: 'en',
      text: 'Time recording is the worst, we lose billable time because fee earners enter it on Friday from memory.',
    },
    {
      theme: 'conflicts',
      language: 'en',
      text: 'Conflict checking new instructions against former clients and the other side.',
    },
    {
      theme: 'bundles',
      language: 'en',
      text: 'Court bundles for the family team, they must be indexed and paginated to the practice direction.',
    },
    { theme: 'clauses', language: 'ur', text: 'ہر معاہدے کی شقیں ایک ایک کر کے پڑھنا اور پچھلے معاہدے سے ملانا۔' },
    {
      theme: 'time-recording',
      language: 'en',
      text: 'Filling in time sheets for billing, six minute units, every call and every letter.',
    },
    { theme: null, language: 'en', text: 'Parking in town is expensive.' },
    {
      theme: 'conflicts',
      language: 'en',
      text: 'We do the conflict check by hand on the old case management system and a spreadsheet of closed files.',
    },
    {
      theme: 'bundles',
      language: 'en',
      text: 'Preparing trial bundles and sending them to counsel and the court in time.',
    },
    {
      theme: 'clauses',
      language: 'en',
      text: 'Contract review: spotting unusual clauses in long commercial contracts.',
    },
    {
      theme: 'time-recording',
      language: 'en',
      text: 'My billable time is never captured properly, I record it late and guess.',
    },
    {
      theme: 'conflicts',
      language: 'en',
      text: 'Conflicts. A new matter waits until someone has checked every party name for a conflict of interest.',
    },
    { theme: null, language: 'ur', text: 'دفتر کا ماحول اچھا ہے، کوئی خاص مسئلہ نہیں۔' },
    {
      theme: 'bundles',
      language: 'ur',
      text: 'عدالت کے لیے bundle تیار کرنا، سینکڑوں صفحات کو نمبر لگانا اور index بنانا۔',
    },
    {
      theme: 'time-recording',
      language: 'en',
      text: 'Chasing fee earners to record their time before the monthly bills go out.',
    },
    {
      theme: 'clauses',
      language: 'en',
      text: 'I review the clauses of tenancy agreements for the property team, mostly the same wording over and over.',
    },
    { theme: 'conflicts', language: 'en', text: 'conflict checks!! duplicate client records make it really slow' },
    { theme: null, language: 'en', text: 'The IT helpdesk is slow to answer but they get there.' },
    { theme: 'bundles', language: 'en', text: 'Bundle preparation eats my whole Thursday before a Friday hearing.' },
    {
      theme: 'time-recording',
      language: 'ur',
      text: 'وقت ریکارڈ کرنا، ہر کال اور ہر خط کا billable time لکھنا، اکثر بھول جاتا ہوں۔',
    },
    {
      theme: 'conflicts',
      language: 'en',
      text: 'Checking for conflicts across the Lahore and Manchester client lists, which are kept separately.',
    },
    {
      theme: 'clauses',
      language: 'en',
      text: 'Comparing clauses against our standard precedent to see what the other side changed.',
    },
    { theme: null, language: 'en', text: 'More training on the new phone system would help.' },
    {
      theme: 'conflicts',
      language: 'en',
      text: 'The conflict search for a new client with a common name brings back hundreds of hits.',
    },
    { theme: null, language: 'en', text: 'Nothing much, the team works well.' },
  ],
};
