import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight 16-bit groups (IPv4 tails converted), or null when invalid. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0];
  const lastGroup = text.slice(text.lastIndexOf(':') + 1);
  if (/^\d+\.\d+\.\d+\.\d+$/.test(lastGroup)) {
    const [a, b, c, d] = lastGroup.split('.').map(Number);
    text = `${text.slice(0, -lastGroup.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const missing = 8 - left.length - right.length;
  return tail === undefined ? left : [...left, ...new Array<number>(missing).fill(0), ...right];
}

/**
 * The key a rate limit counts a client under: its IPv4 address, the IPv4 inside an
 * IPv4-mapped IPv6 address, or the /64 network of an IPv6 address (one subscriber usually
 * holds a whole /64, so counting single addresses would be trivial to dodge).
 */
export function clientKeyForAddress(address: string | undefined | null): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return 'unknown';
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client of a request, as seen through the proxies TRUST_PROXY trusts (Fastify's request.ip). */
export function clientKey(req: { ip?: string; socket?: { remoteAddress?: string } }): string {
  return clientKeyForAddress(req.ip ?? req.socket?.remoteAddress);
}
