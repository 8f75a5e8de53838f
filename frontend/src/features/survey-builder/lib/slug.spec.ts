import {
  finalizeSlug,
  initialSlugField,
  sanitizeSlugInput,
  slugAfterInput,
  slugAfterTitleChange,
  slugify,
  SLUG_MAX_LENGTH,
} from './slug';

describe('slugify', () => {
  it('lowercases and turns runs of non-alphanumerics into one hyphen', () => {
    expect(slugify('Team Pulse: Q3 2025!')).toBe('team-pulse-q3-2025');
    expect(slugify('AI   &  Workflows')).toBe('ai-workflows');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  --Hello World--  ')).toBe('hello-world');
    expect(slugify('!!!')).toBe('');
  });

  it('drops letters outside a-z (accents, Urdu) rather than keeping them', () => {
    expect(slugify('Café Survey')).toBe('caf-survey');
    expect(slugify('سروے 2025')).toBe('2025');
  });
});

describe('sanitizeSlugInput', () => {
  it('forces lowercase and keeps only a-z, 0-9 and hyphen', () => {
    expect(sanitizeSlugInput('My_Survey 2025/Ä-x')).toBe('mysurvey2025-x');
  });

  it('keeps hyphens while typing, even at the end', () => {
    expect(sanitizeSlugInput('team-')).toBe('team-');
  });
});

describe('finalizeSlug', () => {
  it('collapses repeated hyphens and drops edge hyphens', () => {
    expect(finalizeSlug('-team--pulse-')).toBe('team-pulse');
    expect(finalizeSlug('ok')).toBe('ok');
    expect(finalizeSlug('---')).toBe('');
  });
});

describe('slug field', () => {
  it('follows the title while nothing was typed into it', () => {
    const a = slugAfterTitleChange(initialSlugField, 'T');
    const b = slugAfterTitleChange(a, 'Team Pulse');
    expect(b).toEqual({ slug: 'team-pulse', auto: true });
  });

  it('stops following once the admin types a slug', () => {
    const typed = slugAfterInput('Custom Slug');
    expect(typed).toEqual({ slug: 'customslug', auto: false });
    expect(slugAfterTitleChange(typed, 'Another title')).toBe(typed);
  });

  it('follows the title again once the slug is cleared', () => {
    const cleared = slugAfterInput('');
    expect(cleared.auto).toBe(true);
    expect(slugAfterTitleChange(cleared, 'Fresh Start').slug).toBe('fresh-start');
  });

  it('never exceeds the maximum length', () => {
    expect(slugAfterInput('a'.repeat(150)).slug).toHaveLength(SLUG_MAX_LENGTH);
    expect(slugAfterTitleChange(initialSlugField, 'b'.repeat(150)).slug).toHaveLength(SLUG_MAX_LENGTH);
  });
});
