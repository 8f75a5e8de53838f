// Preload hints sent with the app's shell (a Link header on index.html) for the respondent's page:
// without them its request chain is shell, entry script, survey chunk, then the survey's document,
// one after the other; with them the chunk, its styles and the document load beside the entry.

/** The part of Vite's build manifest (dist/.vite/manifest.json) the hints read. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The survey feature's chunk, as the manifest names its source. */
export const SURVEY_ROUTES_SOURCE = 'src/features/survey/routes.tsx';

const SURVEY_PAGE = /^\/survey\/([^/]+)\/?$/;
const SURVEY_PATHS = /^\/survey(s\/?$|\/[^/]+\/?$)/;

/**
 * Link values preloading a chunk and the chunks it imports (not the entry: the shell loads it), as
 * modules, and their styles: what the browser would otherwise ask for only once the entry imports it.
 * Each is asked for as the page will ask (a preload is used only when its credentials mode matches): Vite
 * adds its styles with `crossorigin`, and a module script is fetched in CORS mode anyway.
 */
export function chunkPreloads(manifest: ViteManifest, source: string): string[] {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [
    ...[...styles].map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ...[...scripts].map((file) => `</${file}>; rel=modulepreload`),
  ];
}

/**
 * The Link values for a client route: on /survey/{idOrSlug} the survey's document (fetched as the page
 * fetches it: same URL, credentials included) and the survey chunk; on /surveys the chunk alone.
 */
export function preloadLinksFor(urlPath: string, surveyChunk: readonly string[]): string[] {
  if (!SURVEY_PATHS.test(urlPath)) return [];
  const page = SURVEY_PAGE.exec(urlPath);
  if (!page) return [...surveyChunk];
  let idOrSlug: string;
  try {
    idOrSlug = decodeURIComponent(page[1]);
  } catch {
    return [...surveyChunk];
  }
  const document = `/api/surveys/${encodeURIComponent(idOrSlug)}/document`;
  return [`<${document}>; rel=preload; as=fetch; crossorigin=use-credentials`, ...surveyChunk];
}
