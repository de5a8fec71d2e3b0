import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

/** Why an address may not be connected to; 'public' when it may. */
export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'ipv4-mapped'
  | 'unique-local'
  | 'reserved'
  | 'invalid';

interface Ipv4Range {
  base: number;
  prefix: number;
  kind: Exclude<AddressKind, 'public'>;
}

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

function ipv4Range(cidr: string, kind: Ipv4Range['kind']): Ipv4Range {
  const [base, prefix] = cidr.split('/');
  return { base: ipv4ToNumber(base), prefix: Number(prefix), kind };
}

/** IANA's IPv4 special-purpose registry, plus multicast and the old class E: nothing here is an upstream of ours. */
const IPV4_SPECIAL: readonly Ipv4Range[] = [
  ipv4Range('0.0.0.0/32', 'unspecified'),
  ipv4Range('0.0.0.0/8', 'reserved'),
  ipv4Range('10.0.0.0/8', 'private'),
  ipv4Range('100.64.0.0/10', 'cgnat'),
  ipv4Range('127.0.0.0/8', 'loopback'),
  ipv4Range('169.254.0.0/16', 'link-local'),
  ipv4Range('172.16.0.0/12', 'private'),
  ipv4Range('192.0.0.0/24', 'reserved'),
  ipv4Range('192.0.2.0/24', 'documentation'),
  ipv4Range('192.88.99.0/24', 'reserved'),
  ipv4Range('192.168.0.0/16', 'private'),
  ipv4Range('198.18.0.0/15', 'benchmarking'),
  ipv4Range('198.51.100.0/24', 'documentation'),
  ipv4Range('203.0.113.0/24', 'documentation'),
  ipv4Range('224.0.0.0/4', 'multicast'),
  ipv4Range('255.255.255.255/32', 'broadcast'),
  ipv4Range('240.0.0.0/4', 'reserved'),
];

function isInIpv4Range(value: number, { base, prefix }: Ipv4Range): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(base / size);
}

function classifyIpv4(address: string): AddressKind {
  // node:net accepts only the four-part dotted decimal form: 127.1, 0x7f.0.0.1 or 017700000001 are not addresses
  // here (the URL parser turns them into dotted form before we see them; getaddrinfo's answers are dotted).
  const value = ipv4ToNumber(address);
  return IPV4_SPECIAL.find((range) => isInIpv4Range(value, range))?.kind ?? 'public';
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4ToNumber(dotted[1]);
    text = `${text.slice(0, dotted.index)}${Math.floor(value / 65_536).toString(16)}:${(value % 65_536).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const headGroups = parse(head);
  const tailGroups = parse(tail);
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}

function classifyIpv6(address: string): AddressKind {
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)) {
    return 'invalid';
  }
  const [first, second] = groups;
  const isZeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (isZeroUpTo(8)) return 'unspecified';
  if (isZeroUpTo(7) && groups[7] === 1) return 'loopback';
  // ::ffff:a.b.c.d would reach the IPv4 address inside; refused whatever that address is (no upstream needs it).
  if (isZeroUpTo(5) && groups[5] === 0xffff) return 'ipv4-mapped';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xffc0) === 0xfec0) return 'private';
  if ((first & 0xfe00) === 0xfc00) return 'unique-local';
  // Only global unicast 2000::/3 is public; the rest (::/96 compatible, 64:ff9b:: NAT64, 100:: discard…) is not.
  if ((first & 0xe000) !== 0x2000) return 'reserved';
  if (first === 0x2001 && second === 0x0db8) return 'documentation';
  if (first === 0x3fff && second < 0x1000) return 'documentation';
  // 2001::/23 (Teredo, benchmarking, ORCHID…) and 2002::/16 (6to4) embed or reach IPv4 addresses.
  if (first === 0x2001 && second < 0x0200) return 'reserved';
  if (first === 0x2002) return 'reserved';
  return 'public';
}

/**
 * What kind of address this is. Anything that is not a plain IPv4 or IPv6 address (a zone id `fe80::1%eth0`, a
 * short or octal IPv4 form, a name) is 'invalid', so callers can never mistake it for a public one.
 */
export function classifyAddress(address: string): AddressKind {
  if (isIPv4(address)) return classifyIpv4(address);
  if (isIPv6(address) && !address.includes('%')) return classifyIpv6(address);
  return 'invalid';
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

/** An IP literal as a URL host gives it: `[::1]` → `::1`; undefined for a name. */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIPv4(bare) || isIPv6(bare) ? bare : undefined;
}
