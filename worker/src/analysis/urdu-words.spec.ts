import { normalizeWord } from './text-normal';
import { urduStem } from './urdu-words';

describe('urduStem', () => {
  it('takes plural and oblique endings off so the forms of a word meet', () => {
    expect(urduStem(normalizeWord('داروں'))).toBe(urduStem(normalizeWord('دار')));
    expect(urduStem(normalizeWord('درخواستوں'))).toBe('درخواست');
  });

  it('meets the Arabic letter variants after normalisation, and leaves Latin words and short words alone', () => {
    expect(urduStem(normalizeWord('كتابيں'))).toBe(urduStem(normalizeWord('کتاب')));
    expect(urduStem('pods')).toBe('pods');
    expect(urduStem('یں')).toBe('یں');
  });
});
