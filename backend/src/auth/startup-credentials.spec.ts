import { credentialsBanner } from './startup-credentials';

describe('credentialsBanner', () => {
  it('says nothing when nothing was generated', () => {
    expect(credentialsBanner({ adminUsername: 'admin', adminPassword: null, surveysAccessPassword: null })).toBeNull();
  });

  it('names the username and each generated password, and says it is shown once', () => {
    const banner = credentialsBanner({ adminUsername: 'boss', adminPassword: 'A1b2', surveysAccessPassword: 'Z9y8' })!;
    expect(banner).toMatch(/shown ONCE/);
    expect(banner).toMatch(/username: boss/);
    expect(banner).toMatch(/password: A1b2/);
    expect(banner).toMatch(/Survey list.*password: Z9y8/);
    expect(banner).toMatch(/ADMIN_PASSWORD/);
  });

  it('shows only what was generated', () => {
    const banner = credentialsBanner({
      adminUsername: 'admin',
      adminPassword: null,
      surveysAccessPassword: 'gate-pw',
    })!;
    expect(banner).not.toMatch(/Admin login/);
    expect(banner).toMatch(/password: gate-pw/);
  });
});
