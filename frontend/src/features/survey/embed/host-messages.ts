// Messages from an embedded survey (/embed/{slug}) to the page that frames it. The host's script
// (public/embed.js, or the iframe snippet's few lines) listens for them:
//   { type: 'seedline:resize', slug, height }       the survey's height in CSS pixels, on every change
//   { type: 'seedline:completed', slug, responseId } the response was completed
//   { type: 'seedline:redirect', slug, url }         the survey sends the host page to url (its redirectTopWindow)
//   { type: 'seedline:escape', slug }                Escape was pressed inside the survey (a popup closes on it)

export type HostMessage =
  | { type: 'seedline:resize'; slug: string; height: number }
  | { type: 'seedline:completed'; slug: string; responseId: string }
  | { type: 'seedline:redirect'; slug: string; url: string }
  | { type: 'seedline:escape'; slug: string };

/**
 * The host page's origin when the browser tells it (the referrer of the frame's first load), so the
 * messages reach only that page; otherwise any (frame-ancestors already limits who frames the survey).
 */
export function hostOrigin(referrer: string): string {
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? '*' : origin;
  } catch {
    return '*';
  }
}

/** Posts to the framing page; nothing when the survey is not in a frame. */
export function postToHost(message: HostMessage): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, hostOrigin(document.referrer));
}
