import fs from 'node:fs';
import path from 'node:path';
import { auditKindOf, AUDITED_EVENT_TYPES, subjectOf } from './audit-kinds';

// Event types that came after migration 054: no log it back-fills from can hold them, so it need not name them.
const NEWER_THAN_THE_BACKFILL = [
  'SurveyListingSet',
  'ResponseQualityOverruled',
  'QuestionAnalysisRoleSet',
  'ThemeRenamed',
  'ThemesMerged',
  'ThemeSplit',
  'ThemeHidden',
  'ThemeShown',
  'ThemeKept',
  'AnswerMoved',
  'QuotesChosen',
  'SegmentNotesSet',
  'IceScoresEdited',
  'ConsultancySettingsChanged',
  'ClientLinkCreated',
  'ClientLinkRevoked',
  'ClientLinkViewed',
  'ClientCreated',
  'ClientDetailsChanged',
  'ClientArchived',
  'ClientRestored',
  'SurveyClientSet',
  'UserRoleChanged',
  'UserReactivated',
  'RosterPersonAdded',
  'RosterPersonUpdated',
  'RosterPersonRemoved',
  'RosterPersonErased',
  'PersonalLinkIssued',
  'SurveyAnonymitySet',
];

describe('the audit kinds', () => {
  it('are the same in the migration that fills the trail from an older log', () => {
    const sql = fs.readFileSync(path.resolve(__dirname, '../../migrations/054_audit_entries.sql'), 'utf8');
    const pairs = [...sql.matchAll(/\('(\w+)', '(\w+)'\)/g)].map(([, type, kind]) => `${type}:${kind}`);
    const older = AUDITED_EVENT_TYPES.filter((type) => !NEWER_THAN_THE_BACKFILL.includes(type));
    expect(pairs.sort()).toEqual(older.map((type) => `${type}:${auditKindOf(type)}`).sort());
  });

  it('name the events that came after the back-fill too', () => {
    expect(auditKindOf('SurveyListingSet')).toBe('shared');
    expect(auditKindOf('ResponseQualityOverruled')).toBe('edited');
    expect(auditKindOf('ThemesMerged')).toBe('edited');
    expect(auditKindOf('ConsultancySettingsChanged')).toBe('edited');
    expect(auditKindOf('ClientCreated')).toBe('created');
    expect(auditKindOf('SurveyClientSet')).toBe('edited');
    expect(auditKindOf('ClientArchived')).toBe('edited');
    expect(auditKindOf('ClientRestored')).toBe('edited');
    expect(auditKindOf('UserRoleChanged')).toBe('role-changed');
    expect(auditKindOf('UserReactivated')).toBe('reactivated');
    expect(auditKindOf('CurationCarriedOver')).toBeNull();
  });

  it('leave respondents’ own facts out, and name what a stream holds', () => {
    expect(auditKindOf('AnswerRecorded')).toBeNull();
    expect(auditKindOf('ResponseErased')).toBe('erased');
    expect(subjectOf('api-key-k1')).toEqual({ type: 'api-key', id: 'k1' });
    expect(subjectOf('survey-s1')).toEqual({ type: 'survey', id: 's1' });
    expect(subjectOf('client-link-l1')).toEqual({ type: 'client-link', id: 'l1' });
    expect(auditKindOf('ClientLinkViewed')).toBe('viewed');
    expect(subjectOf('client-c1')).toEqual({ type: 'client', id: 'c1' });
  });

  it('name a roster person’s acts, and their stream as the person', () => {
    expect(auditKindOf('RosterPersonAdded')).toBe('created');
    expect(auditKindOf('RosterPersonUpdated')).toBe('edited');
    expect(auditKindOf('RosterPersonRemoved')).toBe('deleted');
    expect(auditKindOf('RosterPersonErased')).toBe('erased');
    expect(subjectOf('roster-person-p1')).toEqual({ type: 'roster-person', id: 'p1' });
    expect(auditKindOf('PersonalLinkIssued')).toBe('invited');
    expect(subjectOf('personal-link-l1')).toEqual({ type: 'personal-link', id: 'l1' });
    expect(subjectOf('audience-s1')).toEqual({ type: 'audience', id: 's1' });
  });
});
