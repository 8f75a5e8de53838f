import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where a webhook may connect: public addresses only. Checked on the resolved address at connect
// time, so a name that resolves (or rebinds) to an inside address is refused too. An IPv6 address
// that carries an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) is judged by that IPv4
// address as well: a NAT64 gateway or a 6to4 relay delivers it there.

/** What the admin reads when an address is refused: never which address a name resolved to. */
export const NOT_PUBLIC_MESSAGE = 'refused: not a public address';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

type Parsed = { v4: string } | { v6: string; parts: number[] };

/** The address as written by a resolver or a URL (isIP: no `127.1` shorthands), without an IPv6 zone. */
function parse(address: string): Parsed | null {
  if (isIP(address) === 0) return null;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return { v4: ip.toString() };
  const { parts } = ip as ipaddr.IPv6;
  return { v6: new ipaddr.IPv6(parts).toString(), parts };
}

const ipv4Of = (high: number, low: number): string =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].map((byte) => byte & 0xff).join('.');

/**
 * The IPv4 addresses an IPv6 address carries: IPv4-mapped (::ffff:0:0/96), IPv4-translated
 * (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16: bits 16 to 47)
 * and Teredo (2001::/32: the server in bits 32 to 63, the client in the last 32 bits XOR 0xffffffff).
 */
export function embeddedIpv4(parts: readonly number[]): string[] {
  const [p0, p1, p2, p3, p4, p5, p6, p7] = parts as [number, number, number, number, number, number, number, number];
  const last = ipv4Of(p6, p7);
  const zeroTo = (n: number) => parts.slice(0, n).every((part) => part === 0);
  if (zeroTo(5) && p5 === 0xffff) return [last]; // mapped
  if (zeroTo(4) && p4 === 0xffff && p5 === 0) return [last]; // translated
  if (zeroTo(6)) return [last]; // compatible
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0) return [last]; // NAT64
  if (p0 === 0x2002) return [ipv4Of(p1, p2)]; // 6to4
  if (p0 === 0x2001 && p1 === 0) return [ipv4Of(p2, p3), ipv4Of(p6 ^ 0xffff, p7 ^ 0xffff)]; // Teredo
  return [];
}

/** Every address the connection may end at: the address itself and the IPv4 ones it carries. */
function destinations(parsed: Parsed): { address: string; family: 'ipv4' | 'ipv6' }[] {
  if ('v4' in parsed) return [{ address: parsed.v4, family: 'ipv4' }];
  return [
    { address: parsed.v6, family: 'ipv6' },
    ...embeddedIpv4(parsed.parts).map((address) => ({ address, family: 'ipv4' as const })),
  ];
}

/** 127.0.0.0/8, ::1, or an IPv4-mapped loopback (::ffff:127.0.0.1): what WEBHOOKS_ALLOW_LOOPBACK lets through. */
export function isLoopbackAddress(address: string): boolean {
  const parsed = parse(address);
  if (!parsed) return false;
  if ('v4' in parsed) return LOOPBACK.check(parsed.v4, 'ipv4');
  if (LOOPBACK.check(parsed.v6, 'ipv6')) return true;
  const ip = new ipaddr.IPv6(parsed.parts);
  return ip.isIPv4MappedAddress() && LOOPBACK.check(ip.toIPv4Address().toString(), 'ipv4');
}

/** Why the address may not be connected to, or null when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  const parsed = parse(address);
  if (!parsed) return `"${address}" is not an IP address`;
  if (allowLoopback && isLoopbackAddress(address)) return null;
  if (destinations(parsed).some((d) => NOT_PUBLIC.check(d.address, d.family)))
    return `${address} is a private, loopback or link-local address`;
  return null;
}
