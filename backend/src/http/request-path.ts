/** A request URL's path, without the query (Fastify's `req.url` keeps the query). */
export function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
}
