// What the profile summarizers (bench/tools/cpu-profile-top.mjs, heap-profile-top.mjs) say of a call
// frame: a short place, its package, a label.

/** The file of a frame, short: inside node_modules from the package on, our builds from their workspace. @param {string} url */
export function shortUrl(url) {
  if (!url) return '';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const i = url.indexOf('/dist/');
  return i >= 0 ? url.slice(url.lastIndexOf('/', i - 1) + 1) : url.replace(/^file:\/\//, '');
}

/**
 * The package a frame's file belongs to; `native` names frames without a file.
 * @param {string} url @param {string} native
 */
export function packageOf(url, native) {
  if (!url) return native;
  if (url.startsWith('node:')) return 'node core';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/backend/dist/')) return 'backend (app code)';
  if (url.includes('/worker/dist/')) return 'worker (app code)';
  return url;
}

/** @param {{ functionName: string, url: string, lineNumber: number }} frame */
export const frameLabel = (frame) =>
  `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;

/** Adds an amount to a key's total. @param {Map<string, number>} map @param {string} key @param {number} amount */
export const addTo = (map, key, amount) => map.set(key, (map.get(key) ?? 0) + amount);
