import {
  iceColumns,
  iceScore,
  isIcePart,
  rankByIce,
  rankIceMentions,
  withIceMentions,
  withIceScore,
} from './proposal-ice';
import type { Proposal } from './proposal.types';

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

describe("the top opportunities' paragraphs", () => {
  const quote = (place: string) => ({
    responseId: 'r1',
    questionId: 'q1',
    place,
    withdrawn: false,
    responseNumber: 1,
    text: 'Words',
    gloss: null,
  });
  const proposal = (rows: string[][]): Proposal =>
    ({
      title: 'T',
      client: { name: 'C', contact: '', role: '' },
      preparedBy: { firm: 'F', name: 'N', email: 'e@x.test' },
      date: 'd',
      reference: 'r',
      summary: 's',
      pages: [
        [
          { id: 'ice', title: 'ICE scoring', blocks: [{ kind: 'table', caption: 'c', columns, rows }] },
          {
            id: 'opportunities',
            title: 'Top opportunities',
            blocks: [
              { kind: 'paragraph', text: '1. Invoice matching (ICE 8.0): Match invoices.' },
              { kind: 'quotes', items: [quote('opportunities/0/0')] },
              { kind: 'paragraph', text: '2. Stock counts (ICE 6.0): Count stock.' },
              { kind: 'paragraph', text: 'We start with the first.' },
            ],
          },
        ],
      ],
    }) as Proposal;
  const texts = (p: Proposal) => p.pages[0]![1]!.blocks.map((b) => (b.kind === 'paragraph' ? b.text : `[${b.kind}]`));

  it('carry the score the ICE table gives their use case', () => {
    const edited = withIceMentions(
      proposal([
        ['Invoice matching', '5', '5', '5', '5.0'],
        ['Stock counts', '9', '9', '6', '8.0'],
      ]),
    );
    expect(texts(edited)).toEqual([
      '1. Invoice matching (ICE 5.0): Match invoices.',
      '[quotes]',
      '2. Stock counts (ICE 8.0): Count stock.',
      'We start with the first.',
    ]);
  });

  it('follow the ranking with their quotes, numbered again, and leave other paragraphs in place', () => {
    const ranked = rankIceMentions(
      withIceMentions(
        proposal([
          ['Invoice matching', '5', '5', '5', '5.0'],
          ['Stock counts', '9', '9', '6', '8.0'],
        ]),
      ),
    );
    expect(texts(ranked)).toEqual([
      '1. Stock counts (ICE 8.0): Count stock.',
      '2. Invoice matching (ICE 5.0): Match invoices.',
      '[quotes]',
      'We start with the first.',
    ]);
  });

  it('leave a paragraph alone when the table does not name its use case', () => {
    const edited = withIceMentions(proposal([['Something else', '5', '5', '5', '5.0']]));
    expect(texts(edited)[0]).toBe('1. Invoice matching (ICE 8.0): Match invoices.');
  });
});
