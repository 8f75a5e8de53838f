import type { LegacyFixture } from '../fixture';

/** A parcel and pallet depot: proof of delivery, relabelling pallets, route planning, driver hours. */
export const LOGISTICS_DEPOT: LegacyFixture = {
  id: 'logistics-depot',
  field: 'logistics',
  companyData: 'A regional distribution depot with 40 vans and 12 lorries, two shifts in the warehouse.',
  planted: [
    { id: 'pod', size: 10, lexiconFree: false, about: 'missing proof of delivery' },
    { id: 'pallet-labels', size: 8, lexiconFree: true, about: 'relabelling pallets' },
    { id: 'routes', size: 7, lexiconFree: true, about: 'planning drop routes' },
    { id: 'tachograph', size: 5, lexiconFree: true, about: 'checking driver hours on tachographs' },
  ],
  responses: [
    {
      theme: 'pod',
      language: 'en',
      text: 'Customers ring saying the parcel never arrived and we cannot find the proof of delivery photo.',
    },
    {
      theme: 'pallet-labels',
      language: 'en',
      text: 'Relabelling pallets when the supplier label is wrong or missing, maybe 30 pallets a night.',
    },
    {
      theme: 'routes',
      language: 'en',
      text: 'Planning the drop routes every morning, moving stops between vans when someone calls in sick.',
    },
    { theme: null, language: 'en', text: 'The loading bay heaters dont work in winter.' },
    {
      theme: 'pod',
      language: 'en',
      text: 'Proof of delivery. Drivers forget to take the photo, so disputes drag on for weeks.',
    },
    {
      theme: 'tachograph',
      language: 'en',
      text: 'Downloading tachograph cards and checking driver hours for infringements by hand.',
    },
    {
      theme: 'pallet-labels',
      language: 'en',
      text: 'Printing new pallet labels because the barcodes wont scan on the old ones.',
    },
    { theme: 'routes', language: 'en', text: 'Route planning takes me two hours, the drops change every day.' },
    { theme: 'pod', language: 'ur', text: 'ڈرائیور POD کی تصویر نہیں لیتے اور پھر گاہک کہتا ہے کہ پارسل نہیں ملا۔' },
    { theme: null, language: 'en', text: 'Good team, fair managers.' },
    {
      theme: 'pod',
      language: 'en',
      text: 'Missing PODs. Finance cant invoice until we show a signed POD and half of them are blurry.',
    },
    {
      theme: 'pallet-labels',
      language: 'en',
      text: 'Pallet labels fall off in the rain and we relabel the whole load.',
    },
    {
      theme: 'routes',
      language: 'en',
      text: 'Sorting out which van takes which drops, the route changes with every late order.',
    },
    {
      theme: 'tachograph',
      language: 'en',
      text: 'Tacho analysis. I go through the driver cards on Monday to spot breaks that were too short.',
    },
    {
      theme: 'pod',
      language: 'en',
      text: 'Hunting for proof of delivery when a claim comes in, the photos sit on the handhelds.',
    },
    { theme: null, language: 'ur', text: 'گودام میں گرمیوں میں بہت گرمی ہوتی ہے۔' },
    {
      theme: 'pallet-labels',
      language: 'en',
      text: 'relabeling pallets for the big retailer, their label format is different to ours',
    },
    {
      theme: 'routes',
      language: 'en',
      text: 'Building the routes for 40 vans each morning in a spreadsheet, drops sorted by postcode.',
    },
    {
      theme: 'pod',
      language: 'en',
      text: 'Proof of delivery disputes, at least 15 a week, each one is a phone call and a search.',
    },
    { theme: 'tachograph', language: 'ur', text: 'ڈرائیوروں کے tachograph کارڈ چیک کرنا کہ گھنٹے پورے ہیں یا نہیں۔' },
    {
      theme: 'pallet-labels',
      language: 'ur',
      text: 'پیلیٹ پر نئے لیبل لگانا جب سپلائر کا لیبل غلط ہو۔ || pallet labels',
    },
    { theme: null, language: 'en', text: 'The forklift training was useful.' },
    { theme: 'pod', language: 'en', text: 'The POD is on paper for the lorries, it gets lost in the cab.' },
    { theme: 'routes', language: 'en', text: 'Re-planning routes at 6am when a driver does not show up.' },
    { theme: 'pallet-labels', language: 'en', text: 'We spend hours relabelling mixed pallets before they go out.' },
    {
      theme: 'pod',
      language: 'en',
      text: 'Getting proof of delivery back from the subcontractor drivers, they send it days later.',
    },
    {
      theme: 'tachograph',
      language: 'en',
      text: 'Checking tachographs and working time for the lorry drivers every week.',
    },
    { theme: null, language: 'en', text: 'Nothing really, I just load the vans.' },
    { theme: 'routes', language: 'ur', text: 'ہر صبح وینوں کے روٹ بنانا، ڈراپ بار بار بدلتے ہیں۔ || route planning' },
    { theme: 'pallet-labels', language: 'en', text: 'Pallet relabelling when goods are split across two pallets.' },
    {
      theme: 'pod',
      language: 'en',
      text: 'POD photos missing or unreadable, so we refund customers we probably should not.',
    },
    {
      theme: 'tachograph',
      language: 'en',
      text: 'Driver hours. Tachograph downloads every 28 days and nobody tracks them properly.',
    },
    { theme: 'pallet-labels', language: 'en', text: 'pallet labels again, always pallet labels' },
    { theme: 'pod', language: 'ur', text: 'ڈلیوری کا ثبوت یعنی POD ڈھونڈنا جب کوئی شکایت آئے۔' },
    { theme: null, language: 'en', text: 'The canteen should open earlier for the night shift.' },
    { theme: 'routes', language: 'en', text: 'Working out the delivery route for new drivers who dont know the area.' },
  ],
};
