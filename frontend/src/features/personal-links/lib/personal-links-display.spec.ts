import { filterPeople, ofText, showingText, STATUS_LABEL } from './personal-links-display';

describe('the staff section’s words', () => {
  it('says coverage as a part of the headcount', () => {
    expect(ofText(7, 15)).toBe('7 of 15 (47%)');
    expect(ofText(0, 0)).toBe('0');
    expect(ofText(null, 3)).toBe('Hidden');
  });

  it('names each status', () => {
    expect(STATUS_LABEL['not started']).toBe('Not started');
    expect(STATUS_LABEL.completed).toBe('Completed');
  });
});

describe('finding a person among many', () => {
  const people = [
    { name: 'Ayesha Khan', email: 'ayesha@firm.example', team: 'Tax', status: 'completed' as const },
    { name: 'Bilal Ahmed', email: 'bilal@firm.example', team: 'Audit', status: 'not started' as const },
    { name: 'Zoë Brontë', email: 'zoe@firm.example', team: 'Tax', status: 'started' as const },
    { name: 'عائشہ', email: 'aisha@firm.example', team: 'Advisory', status: 'not started' as const },
  ];
  const names = (filter: Parameters<typeof filterPeople>[1]) => filterPeople(people, filter).map((p) => p.name);

  it('matches any part of a name, an e-mail or a team, whatever the case or accents', () => {
    expect(names({ query: 'tax', status: 'all' })).toEqual(['Ayesha Khan', 'Zoë Brontë']);
    expect(names({ query: 'ZOE bronte', status: 'all' })).toEqual(['Zoë Brontë']);
    expect(names({ query: 'bilal@', status: 'all' })).toEqual(['Bilal Ahmed']);
    expect(names({ query: 'عائشہ', status: 'all' })).toEqual(['عائشہ']);
    expect(names({ query: '  ', status: 'all' })).toHaveLength(4);
  });

  it('narrows by status, with a search or without', () => {
    expect(names({ query: '', status: 'not started' })).toEqual(['Bilal Ahmed', 'عائشہ']);
    expect(names({ query: 'tax', status: 'completed' })).toEqual(['Ayesha Khan']);
    expect(names({ query: 'audit', status: 'completed' })).toEqual([]);
  });

  it('says how many are shown of how many', () => {
    expect(showingText(20, 20, 20)).toBe('20 people');
    expect(showingText(50, 400, 400)).toBe('Showing 50 of 400 people');
    expect(showingText(12, 12, 400)).toBe('12 of 400 people match');
    expect(showingText(1, 1, 400)).toBe('1 of 400 people matches');
    expect(showingText(50, 60, 1200)).toBe('60 of 1,200 people match, showing 50');
  });
});
