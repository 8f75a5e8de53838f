// Coverage by team (issue 48 item 5): per team, the roster's headcount and how many of them were invited,
// started and completed. Teams smaller than the minimum group size are shown only together, as one row, so
// a figure never describes fewer people than the floor; when even that row is under the floor its figures
// are withheld and it says why. Pure: the service counts, this decides what may be shown.

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

const hiddenReason = (floor: number) => `Figures hidden: fewer than ${floor} people, to protect their anonymity.`;

export function coverageRows(teams: readonly TeamCounts[], floor: number): CoverageRow[] {
  const shown = teams.filter((t) => t.headcount >= floor).sort((a, b) => (a.team ?? '').localeCompare(b.team ?? ''));
  const small = teams.filter((t) => t.headcount > 0 && t.headcount < floor);
  const rows: CoverageRow[] = shown.map((t) => ({
    team: t.team ?? NO_TEAM_LABEL,
    combined: false,
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
