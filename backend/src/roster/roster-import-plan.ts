// What importing a roster CSV does to a client's roster, decided before anything is stored (the preview
// shows it; the import carries it out): a line whose e-mail is new adds a person; one whose e-mail
// (ignoring case) is on the roster updates that person; one that changes nothing leaves them as they are.
// The file's columns replace what they hold (a blank team cell clears the team); a column the file does not
// have leaves that field alone, and people not in the file stay on the roster. A team is spelled as the
// roster (or else the file) first has it: "tax " joins "Tax" rather than being a change or a new team. Pure.

import type { RosterColumns, RosterRow } from './roster-csv';
import { emailKey, sameAttributes, type RosterInput, type RosterPersonFields } from './roster-person-fields';
import { teamSpeller } from './team-names';

/** A person on the roster now (not removed). */
export type CurrentPerson = RosterPersonFields & { id: string };

/** One field an update changes: name, team, language, or an attribute by its header as typed. */
export type FieldChange = { field: string; from: string | null; to: string | null };

export type PlannedUpdate = {
  line: number;
  personId: string;
  name: string;
  email: string;
  /** What the edit command is given: the file's columns, attributes merged into the person's. */
  details: RosterInput;
  changes: FieldChange[];
};

export type ImportPlan = {
  add: RosterRow[];
  update: PlannedUpdate[];
  unchanged: number;
  /** People on the roster whose e-mail the file does not hold: they stay as they are. */
  notInFile: number;
};

/** The person's attributes with the file's columns applied: a value sets it, a blank cell removes it. */
function mergedAttributes(row: RosterRow, columns: RosterColumns, person: CurrentPerson): Record<string, string> {
  const merged = new Map(Object.entries(person.attributes));
  for (const header of columns.attributes) {
    const value = Object.hasOwn(row.attributes, header) ? row.attributes[header] : undefined;
    if (value === undefined) merged.delete(header);
    else merged.set(header, value);
  }
  return Object.fromEntries(merged);
}

function changesOf(row: RosterRow, columns: RosterColumns, person: CurrentPerson) {
  const changes: FieldChange[] = [];
  const details: RosterInput = { name: row.name };
  if (row.name !== person.name) changes.push({ field: 'name', from: person.name, to: row.name });
  if (columns.team !== null) {
    details.team = row.team;
    if (row.team !== person.team) changes.push({ field: 'team', from: person.team, to: row.team });
  }
  if (columns.language !== null) {
    details.language = row.language;
    if (row.language !== person.language) changes.push({ field: 'language', from: person.language, to: row.language });
  }
  const attributes = mergedAttributes(row, columns, person);
  if (!sameAttributes(attributes, person.attributes)) {
    details.attributes = attributes;
    for (const header of columns.attributes) {
      const valueIn = (set: Record<string, string>) => (Object.hasOwn(set, header) ? set[header]! : null);
      const [from, to] = [valueIn(person.attributes), valueIn(attributes)];
      if (from !== to) changes.push({ field: header, from, to });
    }
  }
  return { details, changes };
}

/** What the file's good lines do to the roster of these people. */
export function planImport(
  columns: RosterColumns,
  rows: readonly RosterRow[],
  people: readonly CurrentPerson[],
): ImportPlan {
  const byEmail = new Map(people.map((person) => [emailKey(person.email), person]));
  const plan: ImportPlan = { add: [], update: [], unchanged: 0, notInFile: 0 };
  const seen = new Set<string>();
  const spellTeam = teamSpeller(people.map((person) => person.team));
  for (const line of rows) {
    const row = { ...line, team: spellTeam(line.team) };
    const key = emailKey(row.email);
    seen.add(key);
    const person = byEmail.get(key);
    if (!person) {
      plan.add.push(row);
      continue;
    }
    const { details, changes } = changesOf(row, columns, person);
    if (changes.length === 0) plan.unchanged++;
    else
      plan.update.push({ line: row.line, personId: person.id, name: row.name, email: person.email, details, changes });
  }
  plan.notInFile = people.filter((person) => !seen.has(emailKey(person.email))).length;
  return plan;
}
