// Conditional GET (RFC 9110, section 13.1.2): whether the tags a client holds name the current version.

/**
 * Whether an If-None-Match header names `etag` (or is `*`). The comparison is weak, as the RFC asks
 * for If-None-Match: `W/"x"` and `"x"` name the same version. No header: false.
 */
export function ifNoneMatchNames(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * What a conditional answer needs of the reply: the part Fastify's reply (and Express's Response) share
 * (header, status, send; an object sent is JSON), so the handler does not depend on the HTTP adapter.
 */
export type ConditionalReply = {
  header(name: string, value: string): unknown;
  status(code: number): { send(body?: unknown): unknown };
};
