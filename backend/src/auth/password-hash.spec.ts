import { generatePassword, hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct horse');
    await expect(verifyPassword(first, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(first, 'correct horse ')).resolves.toBe(false);
    await expect(verifyPassword(first, '')).resolves.toBe(false);
  });

  it('answers false, not an error, for a malformed stored hash', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});

describe('generatePassword', () => {
  it('gives 24 URL-safe characters, different every time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
