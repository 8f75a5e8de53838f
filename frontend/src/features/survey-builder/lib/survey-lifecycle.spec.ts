import type { Survey } from '@/types/generated/api';
import {
  countsText,
  detailsForm,
  detailsPatch,
  fromDateTimeLocal,
  moveId,
  questionsLocked,
  settingsForm,
  settingsPatch,
  toDateTimeLocal,
} from './survey-lifecycle';

const survey = (over: Partial<Survey> = {}): Survey => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Ops pulse',
  description: 'How the week goes',
  slug: 'ops-pulse',
  logo: '/uploads/logo.png',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  closesAt: null,
  responseCap: null,
  startedCount: 0,
  completedCount: 0,
  availability: 'open',
  languages: ['en', 'ur'],
  translations: {},
  embedOrigins: [],
  endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false, stayOnEndScreen: false },
  listed: true,
  clientId: null,
  ...over,
});

describe('close date field', () => {
  it('round-trips an instant through the datetime-local value, to the minute', () => {
    const iso = '2026-12-24T17:30:00.000Z';
    expect(fromDateTimeLocal(toDateTimeLocal(iso))).toBe(iso);
  });

  it('reads empty as no close date and rejects nonsense', () => {
    expect(toDateTimeLocal(null)).toBe('');
    expect(fromDateTimeLocal('  ')).toBeNull();
    expect(fromDateTimeLocal('not a date')).toBeUndefined();
  });
});

describe('settingsPatch', () => {
  it('sends nothing for an untouched form', () => {
    const s = survey({ closesAt: '2026-12-24T17:30:45.000Z', responseCap: 50 });
    expect(settingsPatch(s, settingsForm(s))).toEqual({ ok: true, patch: {} });
  });

  it('sends a new close date and cap, and null to clear them', () => {
    const s = survey({ closesAt: '2026-12-24T17:30:00.000Z', responseCap: 50 });
    const set = settingsPatch(survey(), { closesAt: toDateTimeLocal('2027-01-02T08:00:00.000Z'), responseCap: ' 25 ' });
    expect(set).toEqual({ ok: true, patch: { closesAt: '2027-01-02T08:00:00.000Z', responseCap: 25 } });
    expect(settingsPatch(s, { closesAt: '', responseCap: '' })).toEqual({
      ok: true,
      patch: { closesAt: null, responseCap: null },
    });
  });

  it('refuses a cap that is not a whole number of at least 1', () => {
    for (const responseCap of ['0', '-3', '2.5', 'ten']) {
      expect(settingsPatch(survey(), { closesAt: '', responseCap })).toMatchObject({ ok: false, field: 'responseCap' });
    }
  });
});

describe('detailsPatch', () => {
  it('sends only the changed fields, trimmed, with empty optional fields cleared', () => {
    const s = survey();
    expect(detailsPatch(s, detailsForm(s))).toEqual({ ok: true, patch: {} });
    expect(detailsPatch(s, { title: ' Ops pulse 2 ', description: ' ', slug: '-ops--pulse-2-', logo: null })).toEqual({
      ok: true,
      patch: { title: 'Ops pulse 2', description: null, slug: 'ops-pulse-2', logo: null },
    });
  });

  it('requires a title', () => {
    expect(detailsPatch(survey(), { ...detailsForm(survey()), title: '  ' })).toMatchObject({
      ok: false,
      field: 'title',
    });
  });
});

describe('questions', () => {
  it('moves an id up or down and never off the list', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('locks removal and reordering from the first started response', () => {
    expect(questionsLocked({ startedCount: 0 })).toBe(false);
    expect(questionsLocked({ startedCount: 1 })).toBe(true);
  });
});

describe('countsText', () => {
  it('says how many started and completed, against the cap when there is one', () => {
    expect(countsText(survey({ startedCount: 12, completedCount: 8 }))).toBe('12 started, 8 completed');
    expect(countsText(survey({ startedCount: 12, completedCount: 8, responseCap: 50 }))).toBe(
      '12 of 50 started, 8 completed',
    );
  });
});
