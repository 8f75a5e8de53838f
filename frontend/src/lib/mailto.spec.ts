import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('keeps a plain address readable', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(mailtoHref('first.last+tag@example.org')).toBe('mailto:first.last%2Btag@example.org');
  });

  it('encodes what would add headers or recipients to the link', () => {
    const href = mailtoHref('a@b.c?bcc=x%40evil.example');
    expect(href).toBe('mailto:a@b.c%3Fbcc%3Dx%2540evil.example');
    expect(new URL(href).search).toBe('');
    expect(mailtoHref('a&cc=x@y.z')).toBe('mailto:a%26cc%3Dx@y.z');
  });
});
