// Build step (runs after `vite build`): writes a brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) copy next to every compressible file in dist/, so the API can send them as they are
// (backend/src/http/static-frontend.ts) instead of compressing on every request or not at all.
// Fonts and images are compressed already and are left alone; a variant that would not be
// smaller than the file is not written. Only node:zlib, no dependencies.
//
//   node scripts/compress-dist.mjs [dir]   (default: this package's dist/)
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing (woff/woff2, png, jpg, webp and the like already are). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

/** The variants, in the order the server prefers them. */
export const VARIANTS = [
  {
    suffix: '.br',
    compress: (/** @type {Buffer} */ data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  },
  { suffix: '.gz', compress: (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 }) },
];

/** @param {string} file */
export const isCompressible = (file) => COMPRESSIBLE.has(extname(file).toLowerCase());

/**
 * Every file under dir, recursively, except under dot directories such as .vite (the server never
 * sends those). @param {string} dir @returns {string[]}
 */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(full);
    return entry.isFile() ? [full] : [];
  });

/** The variant suffix of a file name, if it is one of ours. @param {string} file */
const variantSuffix = (file) => VARIANTS.find(({ suffix }) => file.endsWith(suffix))?.suffix;

/**
 * Writes the variants of every compressible file under dir. Variants from an earlier run that would
 * not be written now (their file is gone, or compressing it no longer pays) are removed, so the
 * server never finds a variant that contradicts its file.
 * @param {string} dir
 * @returns {{ file: string, bytes: number, written: Record<string, number> }[]}
 */
export function compressDir(dir) {
  const results = [];
  const files = walk(dir);
  const present = new Set(files);
  for (const file of files) {
    const suffix = variantSuffix(file);
    // A variant left behind by an earlier run whose file is gone.
    if (suffix && isCompressible(file.slice(0, -suffix.length)) && !present.has(file.slice(0, -suffix.length))) {
      rmSync(file, { force: true });
    }
  }
  for (const file of files) {
    if (!isCompressible(file)) continue;
    const data = readFileSync(file);
    /** @type {Record<string, number>} */
    const written = {};
    for (const { suffix, compress } of VARIANTS) {
      const packed = compress(data);
      if (packed.length < data.length) {
        writeFileSync(file + suffix, packed);
        written[suffix] = packed.length;
      } else {
        rmSync(file + suffix, { force: true });
      }
    }
    results.push({ file: relative(dir, file), bytes: data.length, written });
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`compress-dist: no directory ${dir}`);
    process.exit(1);
  }
  const results = compressDir(dir);
  const total = (/** @type {string} */ key) =>
    results.reduce((sum, r) => sum + (key === 'raw' ? r.bytes : (r.written[key] ?? r.bytes)), 0);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\ncompress-dist: ${results.length} files, ${kb(total('raw'))} -> brotli ${kb(total('.br'))}, gzip ${kb(total('.gz'))}`,
  );
}
