import { PayloadTooLargeError, ValidationError } from './errors';
import {
  charLength,
  isEmailShaped,
  isoTimestamp,
  optionalEmail,
  optionalSlug,
  optionalText,
  requiredEmail,
  requiredText,
} from './text-rules';

const rule = { label: 'Title', max: 5 };

// toThrow(errorObject) compares only the message; this also checks the class and status.
function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('requiredText', () => {
  it('trims and keeps inner whitespace', () => {
    expect(requiredText('  a\nb  ', rule)).toBe('a\nb');
  });

  it.each([undefined, null, '', '   \n\t'])('rejects %p as missing', (value) => {
    expect(caught(() => requiredText(value, rule))).toStrictEqual(new ValidationError('Title is required'));
  });

  it('uses a custom required message', () => {
    expect(caught(() => requiredText(' ', { ...rule, requiredMessage: 'Say something' }))).toStrictEqual(
      new ValidationError('Say something'),
    );
  });

  it('accepts exactly max characters after trimming and rejects one more', () => {
    expect(requiredText('  abcde  ', rule)).toBe('abcde');
    expect(caught(() => requiredText('abcdef', rule))).toStrictEqual(
      new ValidationError('Title is too long (max 5 characters)'),
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(requiredText('😀😀😀😀😀', rule)).toBe('😀😀😀😀😀');
    expect(() => requiredText('😀😀😀😀😀😀', rule)).toThrow(ValidationError);
  });

  it('throws the chosen error class when too long', () => {
    expect(() => requiredText('abcdef', { ...rule, tooLongError: PayloadTooLargeError })).toThrow(PayloadTooLargeError);
  });

  it('rejects non-text values', () => {
    expect(caught(() => requiredText(42, rule))).toStrictEqual(new ValidationError('Title must be text'));
  });
});

describe('optionalText', () => {
  it.each([undefined, null, '', '   '])('turns %p into null', (value) => {
    expect(optionalText(value, rule)).toBeNull();
  });

  it('trims and limits length', () => {
    expect(optionalText(' abc ', rule)).toBe('abc');
    expect(() => optionalText('abcdef', rule)).toThrow(ValidationError);
  });

  it('rejects non-text values', () => {
    expect(() => optionalText({}, rule)).toThrow(ValidationError);
  });
});

describe('charLength', () => {
  it('counts code points', () => {
    expect(charLength('aé😀')).toBe(3);
  });
});

describe('optionalSlug', () => {
  it.each([undefined, null, '', '  '])('turns %p into null', (value) => {
    expect(optionalSlug(value)).toBeNull();
  });

  it.each(['a', 'team-pulse-2025', 'x1-y2-z3', ' trimmed '])('accepts %p', (slug) => {
    expect(optionalSlug(slug)).toBe(slug.trim());
  });

  it.each(['Upper', '-lead', 'trail-', 'double--hyphen', 'under_score', 'spa ce', 'ümlaut', 'slash/x'])(
    'rejects %p with a clear message',
    (slug) => {
      expect(() => optionalSlug(slug)).toThrow(/^Slug may only contain lowercase letters, digits and single hyphens/);
    },
  );

  it('limits the slug to 100 characters', () => {
    expect(optionalSlug('a'.repeat(100))).toBe('a'.repeat(100));
    expect(caught(() => optionalSlug('a'.repeat(101)))).toStrictEqual(
      new ValidationError('Slug is too long (max 100 characters)'),
    );
  });
});

describe('e-mail rules', () => {
  it.each(['a@b.co', 'first.last+tag@example.org'])('%p is e-mail shaped', (email) => {
    expect(isEmailShaped(email)).toBe(true);
  });

  it.each([
    'plain',
    'a@b',
    '@b.co',
    'a@.',
    'a b@c.de',
    'a@b@c.de',
    'a@b.c?bcc=x%40evil.example',
    'a@b.c&cc=x@y.z',
    'a%40b@c.de',
    'a@b.c/path',
    'mailto:a@b.c',
  ])('%p is not e-mail shaped', (email) => {
    expect(isEmailShaped(email)).toBe(false);
  });

  it('requiredEmail trims, requires and checks the shape', () => {
    expect(requiredEmail(' a@b.co ')).toBe('a@b.co');
    expect(caught(() => requiredEmail(''))).toStrictEqual(new ValidationError('Email is required'));
    expect(caught(() => requiredEmail('nope'))).toStrictEqual(
      new ValidationError('Email must be a valid e-mail address'),
    );
  });

  it('optionalEmail allows blank but checks a given value and its length', () => {
    expect(optionalEmail('  ')).toBeNull();
    expect(optionalEmail(undefined)).toBeNull();
    expect(() => optionalEmail('nope')).toThrow(ValidationError);
    const long = `${'a'.repeat(64)}@${'b'.repeat(252)}.com`;
    expect(long.length).toBe(321);
    expect(caught(() => optionalEmail(long))).toStrictEqual(
      new ValidationError('Email is too long (max 320 characters)'),
    );
  });
});

describe('isoTimestamp', () => {
  it.each([
    ['2025-03-01T10:20:30.123Z', '2025-03-01T10:20:30.123Z'],
    ['2025-03-01T10:20:30Z', '2025-03-01T10:20:30.000Z'],
    ['2025-03-01T15:20:30+05:00', '2025-03-01T10:20:30.000Z'],
    ['2025-03-01T10:20Z', '2025-03-01T10:20:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('normalizes %p', (input, expected) => {
    expect(isoTimestamp(input)).toBe(expected);
  });

  it.each([
    'yesterday',
    '',
    '2025-03-01',
    '2025-03-01T10:20:30',
    '2025-13-01T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2025-04-31T00:00:00Z',
    '2025-03-01T25:00:00Z',
    1700000000000,
    null,
  ])('rejects %p', (input) => {
    expect(caught(() => isoTimestamp(input, 'completedAt'))).toStrictEqual(
      new ValidationError('completedAt must be a valid ISO 8601 timestamp'),
    );
  });
});
