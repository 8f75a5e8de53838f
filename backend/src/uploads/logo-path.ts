import { STORED_NAME } from './image-type';

// A survey's logo is a file this API stored: the path POST /api/upload/logo answered, nothing else
// (no external URL, no javascript: or data: URL). Blank means no logo.

export const UPLOADS_URL_PREFIX = '/uploads/';

export const LOGO_PATH_MESSAGE =
  'logo must be a path that POST /api/upload/logo answered (/uploads/ then 32 hex digits and .png or .jpg)';

/** The path's pattern, for the contract. */
export const LOGO_PATH_PATTERN = `^${UPLOADS_URL_PREFIX}${STORED_NAME.source.slice(1)}`;

/** Whether a logo value is acceptable: absent, blank, or one of our own upload paths. */
export function isLogoPath(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  const path = value.trim();
  return path === '' || (path.startsWith(UPLOADS_URL_PREFIX) && STORED_NAME.test(path.slice(UPLOADS_URL_PREFIX.length)));
}
