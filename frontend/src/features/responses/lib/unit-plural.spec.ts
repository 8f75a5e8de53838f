import { plural, quantityWithUnit, singular, unitFor } from './unit-plural';

describe('quantityWithUnit', () => {
  it('puts the first word of the unit in the singular for exactly one', () => {
    expect(quantityWithUnit(1, 'hours per week')).toBe('1 hour per week');
    expect(quantityWithUnit(-1, 'degrees')).toBe('-1 degree');
    expect(quantityWithUnit(1, 'people')).toBe('1 person');
    expect(quantityWithUnit(1, 'cities')).toBe('1 city');
    expect(quantityWithUnit(1, 'boxes')).toBe('1 box');
  });

  it('keeps or makes it plural for any other number, fractions and zero included', () => {
    expect(quantityWithUnit(12, 'hours per week')).toBe('12 hours per week');
    expect(quantityWithUnit(0, 'hour per week')).toBe('0 hours per week');
    expect(quantityWithUnit(2.5, 'hour')).toBe('2.5 hours');
    expect(quantityWithUnit(3, 'city')).toBe('3 cities');
    expect(quantityWithUnit(3, 'person')).toBe('3 people');
  });

  it('leaves abbreviations, symbols and other scripts as written, and a number without a unit bare', () => {
    expect(quantityWithUnit(1, 'kg')).toBe('1 kg');
    expect(quantityWithUnit(5, 'PKR')).toBe('5 PKR');
    expect(quantityWithUnit(1, '%')).toBe('1 %');
    expect(quantityWithUnit(1, 'گھنٹے')).toBe('1 گھنٹے');
    expect(quantityWithUnit(7, null)).toBe('7');
    expect(quantityWithUnit(7, '  ')).toBe('7');
  });

  it('does not mistake words that end in s for plurals', () => {
    expect(singular('bus')).toBe('bus');
    expect(singular('series')).toBe('series');
    expect(plural('hours')).toBe('hours');
    expect(unitFor(1, 'status checks')).toBe('status checks');
  });
});
