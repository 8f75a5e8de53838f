// Messages from an embedded survey (/embed/{slug}) to the page that frames it. The host's script
// (public/embed.js, or the iframe snippet's few lines) listens for them:
//   { type: 'seedline:resize', slug, height }       the survey's height in CSS pixels, on every change
//   { type: 'seedline:completed', slug, responseId } the response was completed (its id opens nothing:
//                                                    the API reads a completed response to the admin only)
//   { type: 'seedline:redirect', slug, url }         the survey sends the host page to url (its redirectTopWindow)
//   { type: 'seedline:escape', slug }                Escape was pressed inside the survey (a popup closes on it)
// They go only to an origin that may frame the survey (its allow-list, or this site), never to '*'.

export type HostMessage =
  | { type: 'seedline:resize'; slug: string; height: number }
  | { type: 'seedline:completed'; slug: string; responseId: string }
  | { type: 'seedline:redirect'; slug: string; url: string }
  | { type: 'seedline:escape'; slug: string };

/** The origin of a URL, or null for none (an empty referrer) or an opaque one. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins the messages may be posted to. When the browser names the framing page's origin
 * (`location.ancestorOrigins`, or the referrer of the frame's first load): that origin if it may frame
 * the survey, else none. When it does not: each origin that may (the browser delivers a message only
 * to the one that is the parent's), so none when the allow-list is empty and the site is not the parent.
 */
export function hostTargets(allowList: readonly string[], ownOrigin: string, parent: string | null): string[] {
  const allowed = [ownOrigin, ...allowList.filter((origin) => originOf(origin) === origin)];
  if (parent !== null) return allowed.includes(parent) ? [parent] : [];
  return [...new Set(allowed)];
}

/** The framing page's origin as this browser names it, or null when it names none. */
export function parentOrigin(): string | null {
  return originOf(window.location.ancestorOrigins?.[0]) ?? originOf(document.referrer);
}

/** Posts to the framing page at these origins; nothing when the survey is not in a frame. */
export function postToHost(message: HostMessage, targets: readonly string[]): void {
  if (window.parent === window) return;
  for (const target of targets) window.parent.postMessage(message, target);
}
