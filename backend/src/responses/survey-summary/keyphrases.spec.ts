import { keyphrases, sampleAnswers, words } from './keyphrases';

describe('keyphrases', () => {
  it('counts a phrase once per answer, most frequent first, the two-word phrase before its words', () => {
    const answers = [
      'Copying numbers between spreadsheets every Monday',
      'The spreadsheets break; copying numbers again and again',
      'Manual copying numbers into the sales report',
      'Waiting for approvals',
      'Approvals by email take days',
    ];
    expect(keyphrases(answers)).toEqual([
      { phrase: 'copying numbers', count: 3 },
      { phrase: 'approvals', count: 2 },
      { phrase: 'spreadsheets', count: 2 },
    ]);
  });

  it('leaves out stop words and phrases in a single answer, and counts Urdu words as words', () => {
    expect(keyphrases(['the the the and of', 'and the of'])).toEqual([]);
    expect(keyphrases(['رپورٹ بنانے میں وقت', 'رپورٹ میں غلطیاں'])).toEqual([{ phrase: 'رپورٹ', count: 2 }]);
    expect(words("Don't copy, re-type!")).toEqual(["don't", 'copy', 're', 'type']);
  });

  it('keeps at most the given number', () => {
    const answers = ['alpha beta gamma delta', 'alpha beta gamma delta'];
    expect(keyphrases(answers, 2)).toHaveLength(2);
  });
});

describe('sampleAnswers', () => {
  it('picks the longest of the recent answers, in their order, each once, blanks left out', () => {
    expect(sampleAnswers(['short', 'a much longer answer', '  ', 'medium one', 'short', 'tiny'], 2)).toEqual([
      'a much longer answer',
      'medium one',
    ]);
    expect(sampleAnswers([])).toEqual([]);
  });
});
