import 'server-only';
import { type HostRule, isBadPort, isDnsName, isLocalName, matchingRules, normalizeHostname } from './host-rules';
import { classifyAddress, ipLiteral } from './ip';
import type { ResolvedAddress, Resolver } from './resolve';

/** Refused before any connection is made (the caller asked for something not allowed). */
export type SafeFetchRefusal =
  | 'invalid-url'
  | 'scheme-not-allowed'
  | 'credentials-in-url'
  | 'host-not-allowed'
  | 'port-not-allowed'
  | 'address-not-allowed'
  | 'too-many-redirects'
  | 'request-too-large';

/** The far side failed (or took too long, or sent too much). */
export type UpstreamFailure = 'dns-failed' | 'unreachable' | 'timeout' | 'response-too-large' | 'bad-response';

export type SafeFetchFailure = SafeFetchRefusal | UpstreamFailure;

const UPSTREAM_FAILURES: ReadonlySet<SafeFetchFailure> = new Set<UpstreamFailure>([
  'dns-failed',
  'unreachable',
  'timeout',
  'response-too-large',
  'bad-response',
]);

/** Why a safe fetch did not answer. The message is for logs; `reason` is what callers show. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string = reason,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }

  get isUpstreamFailure(): boolean {
    return UPSTREAM_FAILURES.has(this.reason);
  }
}

export interface TargetPolicy {
  /** The hosts that may be reached (the proxy). Undefined: any host with public addresses (a user's own RPC). */
  allowedHosts?: readonly HostRule[];
  /** http besides https (development only). */
  isHttpAllowed: boolean;
}

/** A URL that passed every check, with the one address the connection must go to (DNS is not asked again). */
export interface VettedTarget {
  url: URL;
  isHttps: boolean;
  /** The name for Host, SNI and certificate checks (an IP literal without brackets when the URL names one). */
  hostname: string;
  port: number;
  address: ResolvedAddress;
}

export interface VetOptions {
  resolve: Resolver;
  /** Exact addresses treated as public (test servers; see test-overrides.ts). */
  allowPrivate: ReadonlySet<string>;
}

function refuse(reason: SafeFetchRefusal, message?: string): never {
  throw new SafeFetchError(reason, message);
}

function checkAllowListedPort(rules: readonly HostRule[], port: number, defaultPort: number): void {
  const isAllowed = rules.some((rule) => (rule.port ?? defaultPort) === port);
  if (!isAllowed) refuse('port-not-allowed', `port ${port} is not allowed for this host`);
}

async function resolveAll(hostname: string, literal: string | undefined, resolve: Resolver) {
  if (literal) return [{ address: literal, family: literal.includes(':') ? 6 : 4 } as const];
  let answers: readonly ResolvedAddress[];
  try {
    answers = await resolve(hostname);
  } catch (error) {
    throw new SafeFetchError('dns-failed', `${hostname} did not resolve: ${(error as Error).message}`);
  }
  if (answers.length === 0) throw new SafeFetchError('dns-failed', `${hostname} has no address`);
  return answers;
}

/**
 * Checks a URL against the policy, then resolves it and checks every address it resolves to: one non-public
 * address refuses the whole name (a name that answers 127.0.0.1 among public addresses is an attack, not a
 * misconfiguration). The URL parser has already turned 2130706433, 0x7f000001, 017700000001 and 127.1 into
 * 127.0.0.1 and [::ffff:127.0.0.1] into [::ffff:7f00:1], so literals are classified like resolved addresses.
 */
export async function vetTarget(rawUrl: string, policy: TargetPolicy, options: VetOptions): Promise<VettedTarget> {
  if (!URL.canParse(rawUrl)) refuse('invalid-url');
  const url = new URL(rawUrl);
  const isHttps = url.protocol === 'https:';
  if (!isHttps && !(url.protocol === 'http:' && policy.isHttpAllowed)) {
    refuse('scheme-not-allowed', `${url.protocol} is not allowed`);
  }
  if (url.username !== '' || url.password !== '') refuse('credentials-in-url');
  const hostname = normalizeHostname(url.hostname);
  const literal = ipLiteral(hostname);
  if (!literal && (!isDnsName(hostname) || isLocalName(hostname))) refuse('host-not-allowed', `${hostname}`);
  const defaultPort = isHttps ? 443 : 80;
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (isBadPort(port)) refuse('port-not-allowed', `port ${port} is never allowed`);
  if (policy.allowedHosts) {
    const rules = literal ? [] : matchingRules(policy.allowedHosts, hostname);
    if (rules.length === 0) refuse('host-not-allowed', `${hostname} is not on the allow-list`);
    checkAllowListedPort(rules, port, defaultPort);
  }
  const answers = await resolveAll(hostname, literal, options.resolve);
  for (const { address } of answers) {
    const kind = classifyAddress(address);
    if (kind !== 'public' && !options.allowPrivate.has(address)) {
      refuse('address-not-allowed', `${hostname} resolves to a ${kind} address`);
    }
  }
  url.hostname = hostname;
  return { url, isHttps, hostname: literal ?? hostname, port, address: answers[0] };
}
