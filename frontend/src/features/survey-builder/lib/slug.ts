// Slug rules of the create form (spec sections 4 and 5). The server re-checks the final slug.

/** The auto-fill from the title: lowercase, runs of non-alphanumerics become one hyphen, no edge hyphens. */
export const slugify = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''); // runs are single hyphens by now

/** What the slug field keeps while typing: lowercase a-z, 0-9 and hyphens, nothing else. */
export const sanitizeSlugInput = (raw: string): string => raw.toLowerCase().replace(/[^a-z0-9-]/g, '');

/** The slug as sent: repeated hyphens collapsed and edge hyphens dropped, as the server requires. */
export const finalizeSlug = (slug: string): string => slug.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');

export const SLUG_MAX_LENGTH = 100;

export type SlugField = {
  slug: string;
  /** True while the slug follows the title: nothing typed into it yet, or cleared again. */
  auto: boolean;
};

export const initialSlugField: SlugField = { slug: '', auto: true };

/** The title changed: an automatic slug follows it, a typed one stays. */
export const slugAfterTitleChange = (field: SlugField, title: string): SlugField =>
  field.auto ? { slug: slugify(title).slice(0, SLUG_MAX_LENGTH), auto: true } : field;

/** The admin typed into the slug field; clearing it hands it back to the title. */
export const slugAfterInput = (raw: string): SlugField => {
  const slug = sanitizeSlugInput(raw).slice(0, SLUG_MAX_LENGTH);
  return { slug, auto: slug === '' };
};
