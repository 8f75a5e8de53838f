import { looksLikeApiKey, presentedApiKey, queryCarriesApiKey } from '../http/api-key-header';
import { hashApiKey, newApiKeySecret, shownPartOf } from './api-key-token';

describe('API key secrets', () => {
  it('are seedline_ and 43 random base64url characters, each one new', () => {
    const a = newApiKeySecret();
    expect(a).toMatch(/^seedline_[A-Za-z0-9_-]{43}$/);
    expect(looksLikeApiKey(a)).toBe(true);
    expect(newApiKeySecret()).not.toBe(a);
    expect(shownPartOf(a)).toBe(a.slice(0, 15));
  });

  it('are stored as SHA-256 hex', () => {
    expect(hashApiKey('seedline_x')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey('seedline_x')).not.toBe(hashApiKey('seedline_y'));
  });

  it('are read from a Bearer header only when they carry the prefix', () => {
    const key = newApiKeySecret();
    expect(presentedApiKey({ authorization: `Bearer ${key}` })).toBe(key);
    expect(presentedApiKey({ authorization: `bearer  ${key} ` })).toBe(key);
    expect(presentedApiKey({ authorization: 'Bearer metrics-token' })).toBeNull();
    expect(presentedApiKey({ authorization: `Basic ${key}` })).toBeNull();
    expect(presentedApiKey({})).toBeNull();
  });

  it('are recognised in a query string, by shape or by a key-like parameter name', () => {
    expect(queryCarriesApiKey(`x=${newApiKeySecret()}`)).toBe(true);
    expect(queryCarriesApiKey('api_key=anything')).toBe(true);
    expect(queryCarriesApiKey('access_token=abc')).toBe(true);
    expect(queryCarriesApiKey('utm_source=seedline_newsletter&page=2')).toBe(false);
    expect(queryCarriesApiKey('token=unsubscribe-123')).toBe(false);
  });
});
