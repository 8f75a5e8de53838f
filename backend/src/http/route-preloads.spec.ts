import { chunkPreloads, preloadLinksFor, SURVEY_ROUTES_SOURCE, type ViteManifest } from './route-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  [SURVEY_ROUTES_SOURCE]: {
    file: 'assets/routes-2.js',
    imports: ['index.html', '_swr.js', '_control.js'],
    css: ['assets/routes-2.css'],
  },
  '_swr.js': { file: 'assets/swr-3.js', imports: ['index.html'], css: ['assets/swr-3.css'] },
  '_control.js': { file: 'assets/control-4.js', imports: ['index.html', '_swr.js'] },
};

describe('chunkPreloads', () => {
  it('names the chunk, the chunks it imports once each and their styles, not the entry', () => {
    expect(chunkPreloads(manifest, SURVEY_ROUTES_SOURCE)).toEqual([
      '</assets/routes-2.css>; rel=preload; as=style; crossorigin',
      '</assets/swr-3.css>; rel=preload; as=style; crossorigin',
      '</assets/routes-2.js>; rel=modulepreload',
      '</assets/swr-3.js>; rel=modulepreload',
      '</assets/control-4.js>; rel=modulepreload',
    ]);
  });

  it('names nothing for a chunk the build does not have', () => {
    expect(chunkPreloads(manifest, 'src/missing.tsx')).toEqual([]);
  });
});

describe('preloadLinksFor', () => {
  const chunk = ['</assets/routes-2.js>; rel=modulepreload'];

  it("preloads a survey page's document as the page fetches it, then the chunk", () => {
    expect(preloadLinksFor('/survey/team-discovery', chunk)).toEqual([
      '</api/surveys/team-discovery/document>; rel=preload; as=fetch; crossorigin=use-credentials',
      ...chunk,
    ]);
    expect(preloadLinksFor('/survey/a%20b/', chunk)[0]).toBe(
      '</api/surveys/a%20b/document>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('preloads the chunk alone for the survey list or an id that does not decode, nothing elsewhere', () => {
    expect(preloadLinksFor('/surveys', chunk)).toEqual(chunk);
    expect(preloadLinksFor('/survey/%E0%A4%A', chunk)).toEqual(chunk);
    expect(preloadLinksFor('/', chunk)).toEqual([]);
    expect(preloadLinksFor('/survey/a/b', chunk)).toEqual([]);
    expect(preloadLinksFor('/surveys-old', chunk)).toEqual([]);
  });
});
