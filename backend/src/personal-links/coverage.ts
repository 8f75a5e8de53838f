// Coverage by team (issue 48 item 5): per team, the roster's headcount and how many of them were invited,
// started and completed. Teams smaller than the minimum group size are shown only together, as one row, so
// a figure never describes fewer people than the floor; when even that row is under the floor its figures
// are withheld and it says why. Teams are counted as one however their names are cased or spaced ("Tax",
// "tax "). Pure: the service reads the roster and the links' statuses; this counts and decides what is shown.

import { teamSpeller } from '../roster';

export type TeamCounts = {
  team: string | null;
  headcount: number;
  invited: number;
  started: number;
  completed: number;
};

export type CoverageRow = {
  /** The team's name; null for people with no team; for the combined row, its label. */
  team: string | null;
  combined: boolean;
  /** The row of the people with no team (its label is NO_TEAM_LABEL). */
  noTeam: boolean;
  /** How many teams a combined row holds (1 otherwise). */
  teams: number;
  headcount: number;
  invited: number | null;
  started: number | null;
  completed: number | null;
  hiddenReason: string | null;
};

export const COMBINED_TEAMS_LABEL = 'Smaller teams together';
export const NO_TEAM_LABEL = 'No team';

/** One person on the roster: their team, and how far their link got (null: no link yet). */
export type RosterEntry = { team: string | null; status: 'not started' | 'started' | 'completed' | null };

/** Each team's counts, teams the same but for case and spaces counted as one (named as first seen). */
export function countTeams(people: readonly RosterEntry[]): TeamCounts[] {
  const spell = teamSpeller();
  const teams = new Map<string | null, TeamCounts>();
  for (const person of people) {
    const team = spell(person.team);
    const counts = teams.get(team) ?? { team, headcount: 0, invited: 0, started: 0, completed: 0 };
    counts.headcount++;
    if (person.status !== null) counts.invited++;
    if (person.status === 'started' || person.status === 'completed') counts.started++;
    if (person.status === 'completed') counts.completed++;
    teams.set(team, counts);
  }
  return [...teams.values()];
}

const hiddenReason = (floor: number) => `Figures hidden: fewer than ${floor} people, to protect their anonymity.`;

export function coverageRows(teams: readonly TeamCounts[], floor: number): CoverageRow[] {
  const shown = teams.filter((t) => t.headcount >= floor).sort((a, b) => (a.team ?? '').localeCompare(b.team ?? ''));
  const small = teams.filter((t) => t.headcount > 0 && t.headcount < floor);
  const rows: CoverageRow[] = shown.map((t) => ({
    team: t.team ?? NO_TEAM_LABEL,
    combined: false,
    noTeam: t.team === null,
    teams: 1,
    headcount: t.headcount,
    invited: t.invited,
    started: t.started,
    completed: t.completed,
    hiddenReason: null,
  }));
  if (small.length > 0) {
    const sum = (pick: (t: TeamCounts) => number) => small.reduce((n, t) => n + pick(t), 0);
    const headcount = sum((t) => t.headcount);
    const visible = headcount >= floor;
    rows.push({
      team: COMBINED_TEAMS_LABEL,
      combined: true,
      noTeam: false,
      teams: small.length,
      headcount,
      invited: visible ? sum((t) => t.invited) : null,
      started: visible ? sum((t) => t.started) : null,
      completed: visible ? sum((t) => t.completed) : null,
      hiddenReason: visible ? null : hiddenReason(floor),
    });
  }
  return rows;
}
