import type { RosterPerson, RosterPreview } from '@/types/generated/api';
import {
  attributesFromLines,
  attributesLines,
  attributesText,
  changeText,
  editDraftOf,
  editPayload,
  csvTooLarge,
  CSV_MAX_BYTES,
  importResultText,
  mayImport,
  peopleCount,
  personPayload,
  previewSummary,
  teamGroups,
} from './roster-display';

const person = (id: string, name: string, team: string | null): RosterPerson => ({
  id,
  name,
  email: `${id}@acme.example`,
  team,
  language: null,
  attributes: {},
  addedAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  removedAt: null,
});

const preview = (counts: Partial<RosterPreview> = {}): RosterPreview => ({
  rows: 20,
  addCount: 18,
  updateCount: 0,
  unchanged: 0,
  notInFile: 0,
  add: [],
  update: [],
  errors: [],
  errorCount: 0,
  columns: { name: 'Name', email: 'E-mail', team: null, language: null, attributes: [] },
  ...counts,
});

describe('the roster screen', () => {
  it('groups the people by team in the order they come, those with none under No team', () => {
    const groups = teamGroups([
      person('a', 'Ayesha', 'Finance'),
      person('b', 'عائشہ', 'Finance'),
      person('c', 'Bilal', 'Weaving'),
      person('d', 'Chand', null),
    ]);
    expect(groups.map((g) => [g.label, g.people.map((p) => p.id)])).toEqual([
      ['Finance', ['a', 'b']],
      ['Weaving', ['c']],
      ['No team', ['d']],
    ]);
    expect(teamGroups([])).toEqual([]);
  });

  it('says counts and changes in words', () => {
    expect(peopleCount(1)).toBe('1 person');
    expect(peopleCount(5000)).toBe('5,000 people');
    expect(changeText({ field: 'team', from: 'Finance', to: 'Audit' })).toBe('Team: Finance → Audit');
    expect(changeText({ field: 'language', from: null, to: 'ur' })).toBe('Language: (none) → Urdu');
    expect(changeText({ field: 'Grade', from: 'B2', to: null })).toBe('Grade: B2 → (none)');
    expect(attributesText({ Grade: 'B2', Site: 'Lahore' })).toBe('Grade: B2 · Site: Lahore');
    expect(importResultText({ added: 0, updated: 1, unchanged: 19 })).toBe(
      'Imported: 0 added, 1 updated, 19 unchanged.',
    );
  });

  it('sums up a preview, and lets Import go only without problems and with something to do', () => {
    expect(previewSummary(preview({ errorCount: 1 }))).toBe('18 to add, 0 to update, 0 unchanged; 1 line to fix.');
    expect(previewSummary(preview({ addCount: 0, updateCount: 1, unchanged: 19 }))).toBe(
      '0 to add, 1 to update, 19 unchanged.',
    );
    expect(mayImport(null)).toBe(false);
    expect(mayImport(preview({ errorCount: 2 }))).toBe(false);
    expect(mayImport(preview({ addCount: 0, unchanged: 20 }))).toBe(false);
    expect(mayImport(preview())).toBe(true);
  });

  it('sends a person trimmed, a blank team and language as null', () => {
    expect(personPayload({ name: ' فاطمہ ', email: ' f@acme.example ', team: ' ', language: '' })).toEqual({
      name: 'فاطمہ',
      email: 'f@acme.example',
      team: null,
      language: null,
    });
    expect(personPayload({ name: 'A', email: 'a@x.example', team: 'Audit', language: 'ur' })).toMatchObject({
      team: 'Audit',
      language: 'ur',
    });
  });

  it('counts a CSV’s size in UTF-8 bytes, as the server does', () => {
    expect(csvTooLarge('x'.repeat(CSV_MAX_BYTES))).toBe(false);
    expect(csvTooLarge('ع'.repeat(CSV_MAX_BYTES / 2 + 1))).toBe(true);
  });
});

describe('editing a person', () => {
  it('shows the other details a line each and reads them back', () => {
    expect(attributesLines({ Grade: 'B2', Site: 'Lahore' })).toBe('Grade: B2\nSite: Lahore');
    expect(attributesFromLines('Grade: B2\n\n Site :  Lahore \nNote: a: b')).toEqual({
      attributes: { Grade: 'B2', Site: 'Lahore', Note: 'a: b' },
      problem: null,
    });
    expect(attributesFromLines('Grade B2').problem).toBe(
      'Line 1: write each detail as "Name: value", such as "Grade: B2"',
    );
  });

  it('sends every field trimmed, blank team and language as none', () => {
    const draft = { ...editDraftOf(person('p1', 'Ayesha', 'Tax')), team: '  ', email: ' a@acme.example ' };
    expect(editPayload(draft)).toEqual({
      input: { name: 'Ayesha', email: 'a@acme.example', team: null, language: null, attributes: {} },
      problem: null,
    });
  });
});
