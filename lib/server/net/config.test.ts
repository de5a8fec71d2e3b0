import {
  DEFAULT_PROXY_ALLOWED_HOSTS,
  DEFAULT_RPC_PROXY_RATE_LIMIT_PER_MINUTE,
  DEFAULT_RPC_RATE_LIMIT_PER_MINUTE,
  NetConfigError,
  netConfig,
  netConfigIssues,
} from './config';
import { isBadPort, matchingRules, normalizeHostname, parseHostRule } from './host-rules';

describe('netConfig', () => {
  it('has working defaults with nothing set, and https only outside development', () => {
    const config = netConfig({});
    expect(config.proxyAllowedHosts.map((rule) => rule.host)).toEqual(DEFAULT_PROXY_ALLOWED_HOSTS);
    expect(config.upstreams).toEqual({
      solana: ['https://api.mainnet-beta.solana.com'],
      'solana-dev': ['https://api.devnet.solana.com'],
      ton: ['https://toncenter.com/api/v2/jsonRPC'],
    });
    expect(config.rpcRateLimitPerMinute).toBe(DEFAULT_RPC_RATE_LIMIT_PER_MINUTE);
    expect(config.proxyRateLimitPerMinute).toBe(DEFAULT_RPC_PROXY_RATE_LIMIT_PER_MINUTE);
    expect(config.isHttpAllowed).toBe(false);
    expect(netConfig({ NODE_ENV: 'production' }).isHttpAllowed).toBe(false);
    expect(netConfig({ NODE_ENV: 'test' }).isHttpAllowed).toBe(false);
    expect(netConfig({ NODE_ENV: 'development' }).isHttpAllowed).toBe(true);
  });

  it('reads comma lists in order, empty meaning unset and `none` turning the proxy off', () => {
    const config = netConfig({
      RPC_PROXY_ALLOWED_HOSTS: ' API.Example.com. , *.ipfs.example.org,rpc.example.net:8443 ',
      SOLANA_RPC_UPSTREAMS: 'https://a.example.com/?api-key=secret, https://b.example.com',
      TON_RPC_UPSTREAMS: '',
      RPC_RATE_LIMIT_PER_MINUTE: '42',
    });
    expect(config.proxyAllowedHosts).toEqual([
      { host: 'api.example.com', isWildcard: false, port: undefined },
      { host: 'ipfs.example.org', isWildcard: true, port: undefined },
      { host: 'rpc.example.net', isWildcard: false, port: 8443 },
    ]);
    expect(config.upstreams.solana).toEqual(['https://a.example.com/?api-key=secret', 'https://b.example.com']);
    expect(config.upstreams.ton).toEqual(['https://toncenter.com/api/v2/jsonRPC']);
    expect(config.rpcRateLimitPerMinute).toBe(42);
    expect(netConfig({ RPC_PROXY_ALLOWED_HOSTS: 'none' }).proxyAllowedHosts).toEqual([]);
  });

  it('names every bad variable, without echoing upstream URLs (they may hold keys)', () => {
    expect(() => netConfig({ RPC_PROXY_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(NetConfigError);
    const issues = netConfigIssues({
      RPC_PROXY_ALLOWED_HOSTS: 'good.example.com, [::1], bad host, *.com:99999',
      SOLANA_RPC_UPSTREAMS: 'https://ok.example.com,ftp://secret-key@x.example.com',
      RPC_RATE_LIMIT_PER_MINUTE: '0',
      RPC_PROXY_RATE_LIMIT_PER_MINUTE: 'many',
    });
    expect(issues).toEqual([
      expect.stringMatching(/^RPC_PROXY_ALLOWED_HOSTS: "\[::1\]"/),
      expect.stringMatching(/^RPC_PROXY_ALLOWED_HOSTS: "bad host"/),
      expect.stringMatching(/^RPC_PROXY_ALLOWED_HOSTS: "\*\.com:99999"/),
      'SOLANA_RPC_UPSTREAMS: entry 2 is not an http(s) URL',
      expect.stringMatching(/^RPC_RATE_LIMIT_PER_MINUTE: /),
      expect.stringMatching(/^RPC_PROXY_RATE_LIMIT_PER_MINUTE: /),
    ]);
    expect(issues.join('\n')).not.toContain('secret-key');
    expect(netConfigIssues({})).toEqual([]);
  });
});

describe('host rules', () => {
  const rules = ['api.example.com', '*.ipfs.example.org'].map(parseHostRule);

  it('matches exact hosts exactly and wildcards below their suffix only', () => {
    expect(matchingRules(rules, 'api.example.com')).toHaveLength(1);
    expect(matchingRules(rules, 'x.api.example.com')).toHaveLength(0);
    expect(matchingRules(rules, 'evilapi.example.com')).toHaveLength(0);
    expect(matchingRules(rules, 'a.ipfs.example.org')).toHaveLength(1);
    expect(matchingRules(rules, 'a.b.ipfs.example.org')).toHaveLength(1);
    expect(matchingRules(rules, 'ipfs.example.org')).toHaveLength(0);
    expect(matchingRules(rules, 'badipfs.example.org')).toHaveLength(0);
    expect(matchingRules(rules, 'ipfs.example.org.evil.com')).toHaveLength(0);
  });

  it('normalises case and one trailing dot', () => {
    expect(normalizeHostname('API.Example.COM.')).toBe('api.example.com');
  });

  it('knows the ports the Fetch standard blocks', () => {
    expect([0, 22, 25, 6667].map(isBadPort)).toEqual([true, true, true, true]);
    expect([80, 443, 8080, 8443, 8545].map(isBadPort)).toEqual([false, false, false, false, false]);
  });
});
