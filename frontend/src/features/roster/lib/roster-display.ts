// What the roster screen shows and sends, as pure functions a spec can prove without a browser.
import type {
  AddRosterPersonInput,
  RosterFieldChange,
  RosterImport,
  RosterPerson,
  RosterPreview,
  UpdateRosterPersonInput,
} from '@/types/generated/api';

export type RosterLanguage = 'en' | 'ur';

export const LANGUAGE_LABEL: Record<RosterLanguage, string> = { en: 'English', ur: 'Urdu' };

/** The heading of the people with no team. */
export const NO_TEAM = 'No team';

/** The CSV the server takes at most (its bytes in UTF-8): a bigger file is refused before it is sent. */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

export const csvTooLarge = (text: string): boolean => new TextEncoder().encode(text).length > CSV_MAX_BYTES;

export const peopleCount = (n: number): string => (n === 1 ? '1 person' : `${n.toLocaleString('en')} people`);

export type TeamGroup = { key: string; label: string; people: RosterPerson[] };

/** The people (the server sends them by team, then name) in their teams, in that order. */
export function teamGroups(people: readonly RosterPerson[]): TeamGroup[] {
  const groups: TeamGroup[] = [];
  for (const person of people) {
    const key = person.team ?? '';
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.people.push(person);
    else groups.push({ key, label: person.team ?? NO_TEAM, people: [person] });
  }
  return groups;
}

const FIELD_LABEL: Record<string, string> = { name: 'Name', team: 'Team', language: 'Language' };

const valueText = (field: string, value: string | null): string => {
  if (value === null) return '(none)';
  if (field === 'language' && (value === 'en' || value === 'ur')) return LANGUAGE_LABEL[value];
  return value;
};

/** One change of an update in words: "Team: Finance → Audit" (an attribute by its header). */
export const changeText = (change: RosterFieldChange): string =>
  `${FIELD_LABEL[change.field] ?? change.field}: ${valueText(change.field, change.from)} → ${valueText(change.field, change.to)}`;

/** The preview's counts in words. */
export function previewSummary(preview: RosterPreview): string {
  const parts = [
    `${preview.addCount.toLocaleString('en')} to add`,
    `${preview.updateCount.toLocaleString('en')} to update`,
    `${preview.unchanged.toLocaleString('en')} unchanged`,
  ];
  const problems =
    preview.errorCount === 1 ? '1 line to fix' : `${preview.errorCount.toLocaleString('en')} lines to fix`;
  return `${parts.join(', ')}${preview.errorCount > 0 ? `; ${problems}` : ''}.`;
}

/** Import may be pressed for a preview without problems that changes something. */
export const mayImport = (preview: RosterPreview | null): boolean =>
  preview !== null && preview.errorCount === 0 && preview.addCount + preview.updateCount > 0;

/** What the import did, in words. */
export const importResultText = (result: RosterImport): string =>
  `Imported: ${result.added.toLocaleString('en')} added, ${result.updated.toLocaleString('en')} updated, ` +
  `${result.unchanged.toLocaleString('en')} unchanged.`;

/** A person's extra columns as one line: "Grade: B2 · Site: Lahore". */
export const attributesText = (attributes: Record<string, string>): string =>
  Object.entries(attributes)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');

export type PersonDraft = { name: string; email: string; team: string; language: '' | RosterLanguage };

export const emptyPersonDraft = (): PersonDraft => ({ name: '', email: '', team: '', language: '' });

/** What POST …/roster/people takes: trimmed, blank team and language as null. */
export const personPayload = (draft: PersonDraft): AddRosterPersonInput => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  team: draft.team.trim() === '' ? null : draft.team.trim(),
  language: draft.language === '' ? null : draft.language,
});

/** A person's other details as the edit form shows them: one "Grade: B2" a line. */
export const attributesLines = (attributes: Record<string, string>): string =>
  Object.entries(attributes)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

/** The other details back from the form's lines (blank lines skipped); a problem names the first line at fault. */
export function attributesFromLines(text: string): { attributes: Record<string, string>; problem: string | null } {
  const attributes = new Map<string, string>();
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const key = colon < 0 ? '' : line.slice(0, colon).trim();
    if (key === '') {
      return { attributes: {}, problem: `Line ${index + 1}: write each detail as "Name: value", such as "Grade: B2"` };
    }
    attributes.set(key, line.slice(colon + 1).trim());
  }
  return { attributes: Object.fromEntries(attributes), problem: null };
}

export type PersonEditDraft = PersonDraft & { attributes: string };

export const editDraftOf = (person: RosterPerson): PersonEditDraft => ({
  name: person.name,
  email: person.email,
  team: person.team ?? '',
  language: person.language ?? '',
  attributes: attributesLines(person.attributes),
});

/** What PATCH …/roster/people/{personId} takes: every field (an unchanged one records nothing). */
export function editPayload(draft: PersonEditDraft): { input: UpdateRosterPersonInput; problem: string | null } {
  const { attributes, problem } = attributesFromLines(draft.attributes);
  return { input: { ...personPayload(draft), attributes }, problem };
}
