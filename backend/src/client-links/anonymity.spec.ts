import { guardGroups, hiddenGroupReason, hiddenTotalReason, showsGroupOf } from './anonymity';

const group = (label: string, n: number) => ({ label, n, figures: { mean: n } });

describe('the anonymity floor of a client link', () => {
  it('hides a 3-person team under the default floor of 5, saying why, and hides the next smallest too', () => {
    const shown = guardGroups([group('Finance', 9), group('Sales', 6), group('Legal', 3)], 5);
    expect(shown).toEqual([
      { label: 'Finance', hidden: false, n: 9, figures: { mean: 9 } },
      // Sales would give Legal away (total less Finance less Sales): hidden with it.
      {
        label: 'Sales',
        hidden: true,
        n: null,
        figures: null,
        hiddenReason: hiddenGroupReason(5),
      },
      { label: 'Legal', hidden: true, n: null, figures: null, hiddenReason: hiddenGroupReason(5) },
    ]);
    expect(shown[2]).toMatchObject({
      hiddenReason: { en: 'Hidden: fewer than 5 people answered in this group, to protect their anonymity.' },
    });
  });

  it('shows every group at or over the floor, and hides nothing more when the hidden ones reach it together', () => {
    expect(guardGroups([group('A', 5), group('B', 12)], 5).map((g) => g.hidden)).toEqual([false, false]);
    // Two small teams of 3 together are 6 people: no other group needs to go.
    expect(guardGroups([group('A', 10), group('B', 3), group('C', 3)], 5).map((g) => g.hidden)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('follows the floor set on the link', () => {
    expect(guardGroups([group('A', 7), group('B', 8), group('C', 20)], 8).map((g) => g.hidden)).toEqual([
      true,
      true,
      false,
    ]);
    expect(hiddenGroupReason(8).en).toContain('fewer than 8 people');
  });

  it('leaves out groups nobody answered in, and says the reason in Urdu too', () => {
    expect(guardGroups([group('Empty', 0), group('A', 6)], 5)).toHaveLength(1);
    expect(hiddenGroupReason(5).ur).toContain('5');
    expect(hiddenTotalReason(5).en).toContain('fewer than 5 people');
    expect(showsGroupOf(4, 5)).toBe(false);
    expect(showsGroupOf(5, 5)).toBe(true);
  });
});
