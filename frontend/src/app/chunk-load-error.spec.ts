import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/blog-abc123.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x.test/assets/blog-abc123.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['a chunk stylesheet', new Error('Unable to preload CSS for https://x.test/assets/admin-abc123.css')],
    ['webpack-style', new Error('Loading chunk 42 failed.\n(missing: https://x.test/42.js)')],
  ])('recognises a failed chunk load (%s)', (_where, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises an error named ChunkLoadError', () => {
    const error = new Error('whatever the message');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors, and thrown values that are not errors, to the generic message', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
