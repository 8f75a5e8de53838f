import type { LegacyFixture } from '../fixture';

/**
 * A cooperative whose tools and papers have names no table can know: the glorp ledger, zentry forms,
 * the quandle board, fribbet counts. Only a method that reads the answers themselves can find them.
 */
export const INVENTED_WORDS: LegacyFixture = {
  id: 'invented-words',
  field: 'invented (cooperative with made-up tools)',
  companyData: 'Vexmoor Cooperative, 60 members; we keep the glorp ledger, zentry forms and a quandle board.',
  planted: [
    { id: 'glorp', size: 9, lexiconFree: true, about: 'balancing the glorp ledger' },
    { id: 'zentry', size: 8, lexiconFree: false, about: 'zentry forms filled twice' },
    { id: 'quandle', size: 6, lexiconFree: true, about: 'updating the quandle board' },
    { id: 'fribbet', size: 5, lexiconFree: true, about: 'fribbet counts' },
  ],
  responses: [
    {
      theme: 'glorp',
      language: 'en',
      text: 'Balancing the glorp ledger at month end, it never adds up the first time.',
    },
    {
      theme: 'zentry',
      language: 'en',
      text: 'Zentry forms. Every member fills one in and then we copy it into the blue book again.',
    },
    {
      theme: 'quandle',
      language: 'en',
      text: 'Keeping the quandle board current, moving the pins whenever a member swaps slots.',
    },
    { theme: null, language: 'en', text: 'The kettle in the back room is broken.' },
    { theme: 'glorp', language: 'en', text: 'The glorp ledger. Three of us tally the columns by hand and compare.' },
    {
      theme: 'fribbet',
      language: 'en',
      text: 'Fribbet counts on Fridays, counting every crate twice because the tallies disagree.',
    },
    { theme: 'zentry', language: 'en', text: 'chasing people for their zentry forms, half come back unsigned' },
    {
      theme: 'glorp',
      language: 'ur',
      text: 'ہر مہینے glorp ledger کا حساب برابر کرنا، کبھی پہلی بار میں پورا نہیں ہوتا۔',
    },
    {
      theme: 'quandle',
      language: 'en',
      text: 'The quandle board is always out of date, nobody knows who is on which slot.',
    },
    { theme: null, language: 'en', text: 'All good here, lovely people.' },
    {
      theme: 'zentry',
      language: 'en',
      text: 'Retyping zentry forms into the members list, some handwriting is impossible.',
    },
    {
      theme: 'glorp',
      language: 'en',
      text: 'Tallying glorp entries against the bank, line by line, most of a Monday.',
    },
    {
      theme: 'fribbet',
      language: 'en',
      text: 'The fribbet count takes four hours and the numbers still dont match last week.',
    },
    {
      theme: 'zentry',
      language: 'en',
      text: 'Zentry forms come in twice, once on paper and once online, and we merge them.',
    },
    { theme: null, language: 'ur', text: 'یہاں سب ٹھیک ہے، کوئی مسئلہ نہیں۔' },
    {
      theme: 'glorp',
      language: 'en',
      text: 'Finding mistakes in the glorp ledger after someone posted to the wrong column.',
    },
    {
      theme: 'quandle',
      language: 'en',
      text: 'Updating the quandle board by phone calls, it takes an hour each evening.',
    },
    { theme: 'zentry', language: 'ur', text: 'zentry فارم دو بار بھرنے پڑتے ہیں اور پھر ہم انہیں ملاتے ہیں۔' },
    { theme: 'fribbet', language: 'en', text: 'fribbets! counting fribbets in the cold store every week' },
    {
      theme: 'glorp',
      language: 'en',
      text: 'Month-end glorp reconciling with the treasurer, we sit for a whole evening.',
    },
    { theme: null, language: 'en', text: 'The van needs a service.' },
    { theme: 'quandle', language: 'en', text: 'Members ring to ask about the quandle board instead of checking it.' },
    { theme: 'zentry', language: 'en', text: 'Checking zentry forms for missing signatures and dates.' },
    { theme: 'glorp', language: 'en', text: 'Glorp ledger totals, adding them up twice with a calculator.' },
    { theme: 'fribbet', language: 'ur', text: 'fribbet کی گنتی میں پورا دن لگ جاتا ہے اور پھر بھی نمبر نہیں ملتے۔' },
    {
      theme: 'quandle',
      language: 'en',
      text: 'quandle board changes, I rewrite the whole board when three slots move',
    },
    {
      theme: 'zentry',
      language: 'en',
      text: 'Filing zentry forms in the right binder, then typing them up for the committee.',
    },
    { theme: null, language: 'en', text: 'Meetings run long but that is life.' },
    { theme: 'glorp', language: 'en', text: 'Posting receipts into the glorp book and then balancing it at the end.' },
    { theme: 'fribbet', language: 'en', text: 'Weekly fribbet stocktake, the count sheet is on paper and gets wet.' },
    { theme: 'quandle', language: 'ur', text: 'quandle board کو ہر شام اپڈیٹ کرنا، لوگ اپنی باری بدلتے رہتے ہیں۔' },
    { theme: 'zentry', language: 'en', text: 'New members zentry forms, we check every field by hand.' },
    {
      theme: 'glorp',
      language: 'en',
      text: 'The glorp ledger again: columns, carry forwards, and one error throws it all off.',
    },
    { theme: null, language: 'en', text: 'I would like more sunlight in the office.' },
  ],
};
