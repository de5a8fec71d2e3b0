import 'server-only';
import { ipLiteral } from './ip';

/**
 * One entry of the proxy's host allow-list: `api.example.com` matches that host only; `*.example.com` matches any
 * host below example.com (a.example.com, a.b.example.com) but neither example.com itself nor badexample.com. A
 * `:port` suffix allows that port instead of the scheme's default one (443, or 80 where http is allowed).
 */
export interface HostRule {
  host: string;
  isWildcard: boolean;
  port?: number;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Lowercase, one trailing dot dropped: `API.Example.COM.` and `api.example.com` are the same host. */
export function normalizeHostname(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/** A DNS name of letters, digits and hyphens (after IDNA, as the URL parser gives it), at least two labels. */
export function isDnsName(hostname: string): boolean {
  const labels = hostname.split('.');
  return hostname.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/** Names that only ever mean this machine or its network, refused before any lookup. */
export function isLocalName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa'].some((suffix) => hostname.endsWith(suffix))
  );
}

/** Parses one allow-list entry; throws a RangeError naming what is wrong. */
export function parseHostRule(entry: string): HostRule {
  const text = entry.trim().toLowerCase();
  const match = /^(\*\.)?([^:]+)(?::(\d{1,5}))?$/.exec(text);
  if (!match) throw new RangeError(`"${entry}" is not a host name, *.suffix or host:port`);
  const [, wildcard, rawHost, rawPort] = match;
  const host = normalizeHostname(rawHost);
  if (ipLiteral(host)) throw new RangeError(`"${entry}": IP addresses are not allowed, name the host`);
  if (!isDnsName(host)) throw new RangeError(`"${entry}" is not a valid host name`);
  const port = rawPort === undefined ? undefined : Number(rawPort);
  if (port !== undefined && (port < 1 || port > 65_535)) throw new RangeError(`"${entry}": port out of range`);
  return { host, isWildcard: wildcard !== undefined, port };
}

function hostMatches(rule: HostRule, hostname: string): boolean {
  return rule.isWildcard ? hostname.endsWith(`.${rule.host}`) : hostname === rule.host;
}

/** The rules allowing this host at all (whatever the port). */
export function matchingRules(rules: readonly HostRule[], hostname: string): HostRule[] {
  return rules.filter((rule) => hostMatches(rule, hostname));
}

/**
 * Ports the Fetch standard never lets a browser connect to (SMTP, IRC, NFS…): a relay that did would let a page
 * talk to those services in their own protocol.
 */
const BAD_PORTS: ReadonlySet<number> = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function isBadPort(port: number): boolean {
  return BAD_PORTS.has(port);
}
