// ESLint rule `local/backend-boundaries`: the backend's imports flow infrastructure -> features -> root.
//   infrastructure (common, config, db, event-store, projections, http, core, ops, outbox) imports no feature and
//   not the root;
//   a feature imports infrastructure, itself, and another feature only through that feature's front
//   door (`<feature>/index.ts`), never the root;
//   the root (app, cli, testing) composes everything and may import anything.
// Specs are left out: a spec may reach into what it proves. Relative paths are resolved before they are
// judged, so `../surveys/surveys.queries` is caught as surely as a deeper path.
import path from 'node:path';
import { onImportSources } from './import-sources.mjs';

export const INFRASTRUCTURE = new Set([
  'common',
  'config',
  'db',
  'event-store',
  'projections',
  'http',
  'core',
  'ops',
  'outbox',
]);
export const ROOT = new Set(['app', 'cli', 'testing']);

/** The layer of a path under backend/src (a file, or a folder: its index): {kind: 'infrastructure'|'feature'|'root', name, frontDoor}. */
export function backendLayerOf(srcRelative) {
  const parts = srcRelative.split(/[\\/]/);
  const top = parts[0];
  const kind = ROOT.has(top) ? 'root' : INFRASTRUCTURE.has(top) ? 'infrastructure' : 'feature';
  const rest = parts
    .slice(1)
    .join('/')
    .replace(/\.(ts|js)$/, '');
  // A feature's folder is its one front door (the pure rules the browser shares live in @seedline/shared).
  return { kind, name: top, frontDoor: rest === '' || rest === 'index' };
}

/** Why `from` may not import `to`, or null when it may. */
export function backendBoundaryViolation(from, to) {
  if (from.kind === 'root' || from.name === to.name) return null;
  if (to.kind === 'root') return `only the composition root imports ${to.name}/`;
  if (to.kind === 'infrastructure') return null;
  if (from.kind === 'infrastructure') return `infrastructure (${from.name}) imports no feature (${to.name})`;
  if (!to.frontDoor)
    return `the ${from.name} feature uses ${to.name} only through its front door (${to.name}/index.ts)`;
  return null;
}

export const backendBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Backend imports flow infrastructure -> features -> root; features meet through front doors.',
    },
    schema: [],
    messages: { crossing: 'Import crosses a backend boundary: {{why}}.' },
  },
  create(context) {
    const filename = context.filename;
    const marker = `${path.sep}backend${path.sep}src${path.sep}`;
    const at = filename.lastIndexOf(marker);
    if (at < 0 || /\.spec\.ts$/.test(filename)) return {};
    const srcRoot = filename.slice(0, at + marker.length - 1);
    const from = backendLayerOf(path.relative(srcRoot, filename));

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const relative = path.relative(srcRoot, path.resolve(path.dirname(filename), source));
      if (relative.startsWith('..')) return;
      const why = backendBoundaryViolation(from, backendLayerOf(relative));
      if (why) context.report({ node, messageId: 'crossing', data: { why } });
    }

    return onImportSources(check);
  },
};
