import { readCompanyProfile } from './company-profile';

describe('readCompanyProfile', () => {
  it('reads sector, size, tools and pains from English text', () => {
    const profile = readCompanyProfile(
      'Greenfield Dental is a dental clinic with 14 staff. We book appointments over WhatsApp and keep patient records in Excel. ' +
        'Our receptionists spend hours every week re-typing appointment requests, and insurance claims are often delayed.',
    );
    expect(profile.sector?.id).toBe('healthcare');
    expect(profile.teamSize).toBe(14);
    expect(profile.small).toBe(true);
    expect(profile.tools).toEqual(['WhatsApp', 'Excel']);
    expect(profile.pains).toEqual([
      'Our receptionists spend hours every week re-typing appointment requests',
      'insurance claims are often delayed',
    ]);
  });

  it('reads Urdu text, its digits and transliterated tool names', () => {
    const profile = readCompanyProfile(
      'ہم ایک اسکول چلاتے ہیں جس میں ۶۰ اساتذہ ہیں۔ حاضری ایکسل میں رکھی جاتی ہے۔ رپورٹ کارڈ بنانے میں بہت وقت لگتا ہے۔',
    );
    expect(profile.sector?.id).toBe('education');
    expect(profile.teamSize).toBe(60);
    expect(profile.small).toBe(false);
    expect(profile.tools).toEqual(['Excel']);
    expect(profile.pains).toEqual(['رپورٹ کارڈ بنانے میں بہت وقت لگتا ہے']);
  });

  it('keeps a named CRM and drops the generic category', () => {
    expect(readCompanyProfile('Our CRM is HubSpot; invoices go through QuickBooks.').tools).toEqual([
      'HubSpot',
      'QuickBooks',
    ]);
    expect(readCompanyProfile('We have an old CRM.').tools).toEqual(['your CRM']);
  });

  it('finds nothing in text that names nothing', () => {
    expect(readCompanyProfile('We are a company.')).toEqual({
      sector: null,
      teamSize: null,
      small: false,
      tools: [],
      pains: [],
    });
  });

  it('shortens a long pain clause to a window around its cue', () => {
    const [pain] = readCompanyProfile(
      'Every single month our finance people in three offices manually reconcile thousands of supplier invoices against purchase orders and bank statements from four banks',
    ).pains;
    expect(pain!.split(' ').length).toBeLessThanOrEqual(14);
    expect(pain).toContain('manually reconcile');
  });
});

it('never quotes more than 120 characters of a pain', () => {
  const [pain] = readCompanyProfile(`Manual work on https://example.com/${'x'.repeat(400)} every day`).pains;
  expect(pain!.length).toBeLessThanOrEqual(120);
});
