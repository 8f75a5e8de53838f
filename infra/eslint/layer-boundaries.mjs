// ESLint rule `local/layer-boundaries`: the frontend's imports flow shared -> features -> app.
//   shared (components, lib, hooks, config, content, styles, types) imports no feature and not the app;
//   a feature (one domain: survey-builder, responses, reports, proposals, integrations, auth, ...) imports
//   shared code and itself, never another feature and not the app;
//   the app (router, routes: app/routes/admin/* composes the admin's features) imports anything.
// What two features need moves down into a shared folder, or its composition up into a route.
// Imports are resolved (the `@/` alias and relative paths) before they are judged, so `../../survey/x`
// is caught as surely as `@/features/survey/x`.
import path from 'node:path';
import { onImportSources } from './import-sources.mjs';

const SHARED = new Set(['components', 'lib', 'hooks', 'config', 'content', 'styles', 'types']);

/** The layer of a path under frontend/src: {kind: 'shared'|'feature'|'app'|'entry', name}. */
export function layerOf(srcRelative) {
  const [top, second] = srcRelative.split(/[\\/]/);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app', name: 'app' };
  if (SHARED.has(top)) return { kind: 'shared', name: top };
  return { kind: 'entry', name: top };
}

/** Why `from` may not import `to`, or null when it may. */
export function boundaryViolation(from, to) {
  if (from.kind === 'app' || from.kind === 'entry') return null;
  if (to.kind === 'app') return 'only the app imports the app';
  if (to.kind !== 'feature') return null;
  if (from.kind === 'shared') return `shared code (${from.name}) imports no feature`;
  if (from.name !== to.name) return `the ${from.name} feature imports no other feature (${to.name})`;
  return null;
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Frontend imports flow shared -> features -> app; features do not import each other.' },
    schema: [],
    messages: { crossing: 'Import crosses a layer boundary: {{why}}.' },
  },
  create(context) {
    const filename = context.filename;
    const marker = `${path.sep}frontend${path.sep}src${path.sep}`;
    const at = filename.lastIndexOf(marker);
    if (at < 0) return {};
    const srcRoot = filename.slice(0, at + marker.length - 1);
    const from = layerOf(path.relative(srcRoot, filename));

    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(srcRoot, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source);
      else return;
      const relative = path.relative(srcRoot, target);
      if (relative.startsWith('..')) return;
      const why = boundaryViolation(from, layerOf(relative));
      if (why) context.report({ node, messageId: 'crossing', data: { why } });
    }

    return onImportSources(check);
  },
};
