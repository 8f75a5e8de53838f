// The links and embed snippets of the Share panel (issue 34). Pure, so what admins paste is specified.

/** Recognised by every survey without declaring them (the server lists them after the declared ones). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** The keys a link may carry: the server's recognised keys (declared hidden fields, then UTM), or UTM until they load. */
export function linkKeys(settings: { recognisedKeys: string[] } | undefined): string[] {
  return settings?.recognisedKeys.length ? [...settings.recognisedKeys] : [...UTM_KEYS];
}

/** The link with `key=value` set (replacing that key's value); a blank value gives the plain link. */
export function linkWithValue(link: string, key: string, value: string): string {
  const trimmed = value.trim();
  if (!key || !trimmed) return link;
  const url = new URL(link);
  url.searchParams.set(key, trimmed);
  return url.toString();
}

export type EmbedSnippets = { iframe: string; script: string; popup: string };

/**
 * The three ways to embed a survey, for `origin` (the Seedline site) and the survey's id or slug. The
 * iframe snippet carries its own few lines: the host page's query goes to the survey, the frame follows
 * the survey's height, and the host goes to the redirect only when the survey says so. The frame gets
 * its address once, from the script, with the query on it: an iframe written with a `src` that the script
 * then changed loaded twice, and the first page (without the query) could start a response before the
 * second replaced it, its UTM values lost.
 */
export function embedSnippets(origin: string, idOrSlug: string): EmbedSnippets {
  const slug = encodeURIComponent(idOrSlug);
  const id = `seedline-${idOrSlug.replace(/[^a-z0-9-]/gi, '')}`;
  const iframe = [
    `<iframe id="${id}" title="Survey" style="width:100%;height:420px;border:0"></iframe>`,
    '<script>',
    '(function () {',
    `  var frame = document.getElementById('${id}');`,
    `  frame.src = '${origin}/embed/${slug}' + window.location.search;`,
    "  window.addEventListener('message', function (event) {",
    `    if (event.origin !== '${origin}' || event.source !== frame.contentWindow) return;`,
    "    if (event.data.type === 'seedline:resize') frame.style.height = event.data.height + 'px';",
    "    if (event.data.type === 'seedline:redirect' && /^https:/.test(event.data.url)) window.location.assign(event.data.url);",
    '  });',
    '})();',
    '</script>',
  ].join('\n');
  const script = [
    `<script src="${origin}/embed.js" async></script>`,
    `<div data-seedline-survey="${idOrSlug}"></div>`,
  ].join('\n');
  const popup = [
    `<script src="${origin}/embed.js" async></script>`,
    `<button type="button" data-seedline-popup="${idOrSlug}">Take the survey</button>`,
  ].join('\n');
  return { iframe, script, popup };
}
