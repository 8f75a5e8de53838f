import { COMBINED_TEAMS_LABEL, countTeams, coverageRows } from './coverage';

const team = (name: string | null, headcount: number, invited = headcount, started = 0, completed = 0) => ({
  team: name,
  headcount,
  invited,
  started,
  completed,
});

describe('coverage by team', () => {
  it('shows each team at or over the floor, by name, with its figures', () => {
    const rows = coverageRows([team('tax', 15, 15, 9, 7), team('audit', 5, 5, 5, 4)], 5);
    expect(rows.map((r) => [r.team, r.headcount, r.invited, r.started, r.completed])).toEqual([
      ['audit', 5, 5, 5, 4],
      ['tax', 15, 15, 9, 7],
    ]);
  });

  it('combines the teams under the floor into one row', () => {
    const rows = coverageRows([team('tax', 15, 15, 9, 7), team('legal', 3, 3, 2, 1), team('it', 4, 4, 1, 1)], 5);
    expect(rows.at(-1)).toEqual({
      team: COMBINED_TEAMS_LABEL,
      combined: true,
      noTeam: false,
      teams: 2,
      headcount: 7,
      invited: 7,
      started: 3,
      completed: 2,
      hiddenReason: null,
    });
  });

  it('withholds the combined row’s figures when even together they are under the floor', () => {
    const rows = coverageRows([team('tax', 15), team('legal', 3, 3, 1, 1)], 5);
    expect(rows.at(-1)).toMatchObject({ headcount: 3, invited: null, started: null, completed: null });
    expect(rows.at(-1)!.hiddenReason).toBe('Figures hidden: fewer than 5 people, to protect their anonymity.');
  });

  it('names people with no team', () => {
    expect(coverageRows([team(null, 6)], 5)[0]).toMatchObject({ team: 'No team', noTeam: true });
  });

  it('counts a team typed in other cases or with spaces as one, named as first seen', () => {
    const teams = countTeams([
      { team: 'Tax', status: 'completed' },
      { team: 'tax ', status: 'started' },
      { team: ' TAX', status: 'not started' },
      { team: 'tax', status: null },
      { team: 'Audit', status: null },
      { team: '  ', status: 'started' },
    ]);
    expect(teams).toEqual([
      { team: 'Tax', headcount: 4, invited: 3, started: 2, completed: 1 },
      { team: 'Audit', headcount: 1, invited: 0, started: 0, completed: 0 },
      { team: null, headcount: 1, invited: 1, started: 1, completed: 0 },
    ]);
  });
});
