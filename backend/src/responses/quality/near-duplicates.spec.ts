import { NearDuplicateIndex, normalText, similarity } from './near-duplicates';

describe('near-duplicate texts', () => {
  const base = normalText('Loading the van in the morning, then the drops across the north of the city, then returns.');

  it('sees the same text through case, punctuation, Urdu letter variants and a changed word', () => {
    expect(
      similarity(
        base,
        normalText('loading the van in the morning then the drops across the north of the city then the returns'),
      ),
    ).toBeGreaterThan(0.9);
    expect(normalText('ہمیں بہتر نظام كی ضرورت ہے۔')).toBe(normalText('ہمیں بہتر نظام کی ضرورت ہے'));
    expect(similarity(base, normalText('Checking the returns and booking them back into stock.'))).toBeLessThan(0.5);
  });

  it('finds nearly the same text among many, and nothing for a different one', () => {
    const index = new NearDuplicateIndex<string>();
    for (let i = 0; i < 500; i++)
      index.add(
        normalText(`Respondent ${i} wrote about invoices number ${i * 7} and the long wait for approvals`),
        `r${i}`,
      );
    index.add(base, 'van');
    expect(
      index.find(normalText('Loading the van in the morning, then drops across the north of the city, then returns')),
    ).toEqual(['van']);
    expect(index.find(normalText('Nothing at all like any of the texts that were added before this one'))).toEqual([]);
  });
});
