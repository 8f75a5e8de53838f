import { rosterOrder, teamsOf, type PersonRow } from './roster.queries';

const row = (id: string, name: string, team: string | null): PersonRow => ({
  id,
  name,
  email: `${id}@acme.example`,
  team,
  language: null,
  attributes: {},
  added_at: '2026-12-01T09:00:00.000Z',
  updated_at: '2026-12-01T09:00:00.000Z',
  removed_at: null,
});

describe('a roster’s order', () => {
  it('goes by team (none last), then by name as people read them: case ignored, numbers by value', () => {
    const people = [
      row('a', 'Worker 11', 'weaving'),
      row('b', 'Worker 3', 'Weaving'),
      row('c', 'zara', null),
      row('d', 'محمد علی', 'Finance'),
      row('e', 'ayesha', 'Finance'),
      row('f', 'Bilal', null),
    ].sort(rosterOrder);
    expect(people.map((p) => p.id)).toEqual(['e', 'd', 'b', 'a', 'f', 'c']);
    expect(teamsOf(people.map((p) => ({ team: p.team })))).toEqual([
      { team: 'Finance', count: 2 },
      { team: 'Weaving', count: 1 },
      { team: 'weaving', count: 1 },
      { team: null, count: 2 },
    ]);
  });
});
