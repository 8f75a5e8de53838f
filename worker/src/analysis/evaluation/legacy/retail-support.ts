import type { LegacyFixture } from '../fixture';

/** An online retailer's support desk: where is my order, returns, the shared inbox, sizing questions. */
export const RETAIL_SUPPORT: LegacyFixture = {
  id: 'retail-support',
  field: 'retail (support desk)',
  companyData: 'An online clothing retailer; a support desk of 14 people answering email, chat and phone.',
  planted: [
    { id: 'wismo', size: 11, lexiconFree: false, about: 'where is my order requests' },
    { id: 'returns', size: 9, lexiconFree: true, about: 'returns and refund labels' },
    { id: 'inbox', size: 7, lexiconFree: false, about: 'sorting the shared customer inbox' },
    { id: 'sizing', size: 6, lexiconFree: true, about: 'questions about sizing and fit' },
  ],
  responses: [
    {
      theme: 'wismo',
      language: 'en',
      text: 'Where is my order messages. We look up the tracking number and paste the courier status back.',
    },
    {
      theme: 'inbox',
      language: 'en',
      text: 'The shared customer inbox gets 300 emails a day and we sort them manually.',
    },
    {
      theme: 'returns',
      language: 'en',
      text: 'Returns. Generating return labels and checking the refund went through.',
    },
    {
      theme: 'sizing',
      language: 'en',
      text: 'Sizing questions, is this dress true to size, what is the inside leg on these jeans.',
    },
    { theme: null, language: 'en', text: 'Our team lead is great and the shifts are flexible.' },
    {
      theme: 'wismo',
      language: 'en',
      text: 'Order tracking queries, probably 60% of the chats are just people asking where their parcel is.',
    },
    { theme: 'inbox', language: 'en', text: 'Triage of customer emails takes two people all morning.' },
    {
      theme: 'returns',
      language: 'en',
      text: 'Processing returns and making sure the refund matches what came back in the parcel.',
    },
    {
      theme: 'wismo',
      language: 'ur',
      text: 'گاہک پوچھتے ہیں کہ میرا آرڈر کہاں ہے، ہم tracking نمبر دیکھ کر بتاتے ہیں۔',
    },
    {
      theme: 'sizing',
      language: 'en',
      text: 'Questions about fit. Customers want measurements we dont have on the product page.',
    },
    { theme: null, language: 'en', text: 'The chairs are uncomfortable.' },
    {
      theme: 'inbox',
      language: 'en',
      text: 'Going through the support inbox, tagging each email and assigning it to someone.',
    },
    { theme: 'wismo', language: 'en', text: 'WISMO! Where is my order, all day, every day.' },
    {
      theme: 'returns',
      language: 'en',
      text: 'Return requests: customer wants a label, then wants to know when the refund lands.',
    },
    {
      theme: 'inbox',
      language: 'en',
      text: 'Sorting the inbox into returns, complaints and questions before anyone can reply.',
    },
    { theme: 'wismo', language: 'en', text: 'Chasing the courier for tracking updates when an order is stuck.' },
    {
      theme: 'sizing',
      language: 'en',
      text: 'sizing and fit questions, we check the size guide and sometimes measure the garment',
    },
    { theme: null, language: 'ur', text: 'دفتر میں انٹرنیٹ کبھی کبھی بند ہو جاتا ہے۔' },
    {
      theme: 'returns',
      language: 'en',
      text: 'Refunds for returned items take ages because the warehouse scans them late.',
    },
    {
      theme: 'wismo',
      language: 'en',
      text: 'Customers asking for order status, we copy the tracking link from the courier site.',
    },
    {
      theme: 'inbox',
      language: 'ur',
      text: 'شیئرڈ ان باکس میں روزانہ سینکڑوں ای میلز آتی ہیں اور ہم ہر ای میل ہاتھ سے چھانٹتے ہیں۔',
    },
    {
      theme: 'returns',
      language: 'ur',
      text: 'ریٹرن لیبل بنانا اور ریفنڈ چیک کرنا، ہر ریٹرن پر دس منٹ۔ || return labels',
    },
    { theme: 'wismo', language: 'en', text: 'Where is my parcel calls, mostly the tracking just says in transit.' },
    { theme: 'sizing', language: 'en', text: 'Answering size questions for shoes, half sizes especially.' },
    { theme: null, language: 'en', text: 'Not much bothers me, the tools are ok.' },
    { theme: 'inbox', language: 'en', text: 'Shared mailbox triage. Nobody knows who has picked up which email.' },
    {
      theme: 'returns',
      language: 'en',
      text: 'Returns portal is clunky so we create the label ourselves and email it.',
    },
    {
      theme: 'wismo',
      language: 'en',
      text: 'Order status questions, each one means opening the courier portal and the shop admin.',
    },
    {
      theme: 'sizing',
      language: 'ur',
      text: 'کپڑوں کے سائز کے بارے میں سوالات، کون سا سائز صحیح آئے گا۔ || size guide',
    },
    { theme: 'returns', language: 'en', text: 'exchanges and returns, then the refund chasing with finance' },
    {
      theme: 'inbox',
      language: 'en',
      text: 'The inbox. We read every customer email just to decide which team should answer it.',
    },
    { theme: 'wismo', language: 'en', text: 'Late delivery questions, we look up the order and the tracking history.' },
    { theme: null, language: 'en', text: 'Would love a second monitor.' },
    {
      theme: 'returns',
      language: 'en',
      text: 'Checking returned parcels against the return form and issuing the refund.',
    },
    { theme: 'wismo', language: 'ur', text: 'آرڈر کی tracking دیکھنا اور گاہک کو بتانا کہ پارسل کب پہنچے گا۔' },
    {
      theme: 'sizing',
      language: 'en',
      text: 'Fit and sizing chats, people send us their height and weight and ask which size.',
    },
    { theme: 'returns', language: 'en', text: 'Return labels for international customers have to be made by hand.' },
    { theme: 'wismo', language: 'en', text: 'Tracking requests from customers whose order is late.' },
    { theme: null, language: 'en', text: 'The training was short but ok.' },
    { theme: null, language: 'en', text: 'Lunch breaks are too short on Saturdays.' },
  ],
};
