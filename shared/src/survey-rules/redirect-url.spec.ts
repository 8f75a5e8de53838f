import { fillRedirectUrl, redirectTemplateOrigin, safeRedirectUrl } from './redirect-url';
import { RuleViolation } from './rule-violation';

describe('the end screen redirect template', () => {
  it('names the one origin a template can lead to', () => {
    expect(redirectTemplateOrigin('https://Example.com/thanks?team={team}')).toBe('https://example.com');
    expect(redirectTemplateOrigin('https://example.com:8443#{team}')).toBe('https://example.com:8443');
    expect(redirectTemplateOrigin('HTTPS://example.com')).toBe('https://example.com');
  });

  it.each([
    'https:\t//{team}',
    'https:\\\\{team}',
    'https://example.com\\{team}',
    'https://exa\nmple.com/',
    'https://example.com/\r{team}',
    'https:/{team}',
    'https:{team}',
    'https://{team}.example.com/',
    'https://example.com{team}',
    'https://example.com:{port}/',
    'https://example.com@{team}/',
    'https://{user}@example.com/',
    'https://user:pw@example.com/',
    'http://example.com/{team}',
    'javascript:alert(1)//https://',
    'https://',
  ])('refuses %j: its host is not fixed, or it is not https', (template) => {
    expect(() => redirectTemplateOrigin(template)).toThrow(RuleViolation);
    expect(safeRedirectUrl(template, { team: 'evil.example' })).toBeNull();
  });

  it('fills each placeholder with its value URL-encoded as one component; a missing or inherited key is empty', () => {
    expect(
      fillRedirectUrl('https://example.com/thanks?team={team}&src={utm_source}#{team}', {
        team: 'R&D Lahore/2',
        utm_source: 'email',
      }),
    ).toBe('https://example.com/thanks?team=R%26D%20Lahore%2F2&src=email#R%26D%20Lahore%2F2');
    expect(fillRedirectUrl('https://example.com/?team={team}', {})).toBe('https://example.com/?team=');
    expect(fillRedirectUrl('https://example.com/?x={constructor}', {})).toBe('https://example.com/?x=');
  });

  it('fills placeholders URL-encoded, and leads only to the template origin', () => {
    const template = 'https://example.com/thanks?team={team}&src={utm_source}';
    expect(fillRedirectUrl(template, { team: 'a/b?c', utm_source: '' })).toBe(
      'https://example.com/thanks?team=a%2Fb%3Fc&src=',
    );
    for (const team of ['evil.example', '//evil.example', '@evil.example', '\\\\evil.example', '..', '%2F%2Fevil']) {
      const url = safeRedirectUrl(template, { team });
      expect(url && new URL(url).origin).toBe('https://example.com');
    }
    expect(safeRedirectUrl('https://example.com/{team}', {})).toBe('https://example.com/');
  });
});
