import { passwordProblem } from './password-policy';

describe('a member password', () => {
  it('needs at least 10 characters', () => {
    expect(passwordProblem('Xq7#pL2', 'sana')).toBe('Use at least 10 characters');
  });

  it('may not be a common or easily guessed one, nor the user name dressed up', () => {
    for (const common of ['password123', 'qwertyuiop', 'iloveyou12', 'Password2024!', 'sana-sana-sana'])
      expect(passwordProblem(common, 'sana')).toMatch(/too common or too easy to guess/);
  });

  it('passes a long passphrase and a long random one', () => {
    expect(passwordProblem('lahore monsoon teacup ledger', 'sana')).toBeNull();
    expect(passwordProblem('Qm7#tx-Lp2vR', 'sana')).toBeNull();
  });
});
