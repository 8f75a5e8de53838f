import { fullLink, roleChangeText, statusText } from './team-display';

const NOW = new Date('2026-11-29T10:00:00Z');

describe('a member as the team list shows it', () => {
  it('says whether an invitation is still open', () => {
    expect(statusText({ status: 'invited', linkExpiresAt: '2026-12-06T10:00:00Z' }, NOW)).toBe(
      'Invited: link not used yet',
    );
    expect(statusText({ status: 'invited', linkExpiresAt: '2026-11-28T10:00:00Z' }, NOW)).toBe('Invited: link expired');
  });

  it('says when a reset is open, and when the member is deactivated', () => {
    expect(statusText({ status: 'active', linkExpiresAt: '2026-11-30T10:00:00Z' }, NOW)).toBe(
      'Active: reset link open',
    );
    expect(statusText({ status: 'active', linkExpiresAt: null }, NOW)).toBe('Active');
    expect(statusText({ status: 'deactivated', linkExpiresAt: null }, NOW)).toBe('Deactivated');
  });

  it('makes the link whole with the site’s origin', () => {
    expect(fullLink('/admin/set-password#abc', 'https://seedline.example')).toBe(
      'https://seedline.example/admin/set-password#abc',
    );
  });

  it('asks for a change of role in words, with what it does', () => {
    expect(roleChangeText('owner').article).toBe('an owner');
    expect(roleChangeText('viewer')).toEqual({
      article: 'a viewer',
      effect:
        'From their next step on they may do what a viewer does (reads surveys, responses and reports; changes nothing); their API keys keep only what a viewer may hand out.',
    });
  });
});
