// The firm's name and contact details live here and nowhere else, so a rename is one edit.
export const BRAND_NAME = 'Seedline';

export const brand = {
  name: BRAND_NAME,
  legalName: `${BRAND_NAME} AI, LLC`,
  tagline: 'Enterprise AI for small and midsize teams',
  email: 'hello@seedline.ai',
  privacyEmail: 'privacy@seedline.ai',
  phone: { display: '+1 (213) 555-0148', tel: '+12135550148' },
  address: {
    street: '633 W 5th Street, Suite 2800',
    city: 'Los Angeles',
    region: 'CA',
    postalCode: '90071',
    country: 'United States',
  },
  officeHours: 'Mon-Fri 9 to 5',
  location: 'Remote-first',
  replyPromise: 'Within 24 hours',
} as const;

export const formatAddress = (): string =>
  `${brand.address.street}, ${brand.address.city}, ${brand.address.region} ${brand.address.postalCode}`;
