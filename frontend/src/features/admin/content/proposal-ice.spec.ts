import { iceColumns, iceScore, isIcePart, rankByIce, withIceScore } from './proposal-ice';

const columns = ['Use case', 'Impact', 'Confidence', 'Ease', 'ICE'];

describe('the ICE table', () => {
  it('scores a row as the mean of its three parts, to one decimal', () => {
    expect(iceScore(9, 8, 7)).toBe(8);
    expect(iceScore(7, 7, 6)).toBe(6.7);
    expect(withIceScore(columns, ['Invoices', '9', '8', '10', '8.0'])).toEqual(['Invoices', '9', '8', '10', '9.0']);
    expect(withIceScore(columns, ['Invoices', '6', '6', '5', '9.9'])).toEqual(['Invoices', '6', '6', '5', '5.7']);
  });

  it('keeps the score while a part is not a number from 1 to 10', () => {
    expect(withIceScore(columns, ['Invoices', '', '8', '7', '8.0'])).toEqual(['Invoices', '', '8', '7', '8.0']);
    expect(withIceScore(columns, ['Invoices', '11', '8', '7', '8.0'])).toEqual(['Invoices', '11', '8', '7', '8.0']);
  });

  it('ranks the rows by score, highest first, ties in their order', () => {
    const rows = [
      ['A', '5', '5', '5', '5.0'],
      ['B', '9', '9', '9', '9.0'],
      ['C', '5', '5', '5', '5.0'],
    ];
    expect(rankByIce(columns, rows).map((r) => r[0])).toEqual(['B', 'A', 'C']);
  });

  it('knows an ICE table by its headings, and leaves other tables alone', () => {
    expect(iceColumns(['Week', 'Focus', 'You receive'])).toBeNull();
    expect(isIcePart(columns, 2)).toBe(true);
    expect(isIcePart(columns, 4)).toBe(false);
    const other = ['Week', 'Focus'];
    expect(withIceScore(other, ['1', 'x'])).toEqual(['1', 'x']);
  });
});
