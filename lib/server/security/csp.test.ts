import { API_CSP, createNonce, HSTS_VALUE, hstsHeader, pageCsp, pageCspForRequest } from './csp';

/** The policy as directive name → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function withEnv(values: Record<string, string | undefined>, run: () => void): void {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const env = process.env as Record<string, string | undefined>;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  try {
    run();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
  }
}

describe('pageCsp: the policy of every page', () => {
  const policy = parse(pageCsp({ nonce: 'abc123==' }));

  it('allows our scripts, this response nonce and Turnstile, and nothing inline or evaluated', () => {
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'nonce-abc123=='",
      'https://challenges.cloudflare.com',
      "'wasm-unsafe-eval'",
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'strict-dynamic'");
  });

  it('is never framed, loads no plugins, keeps base and forms on our origin', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('reaches any https RPC and websocket, but plain http only when configured or under next dev', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'wss:']);
    const extra = parse(pageCsp({ nonce: 'n', connectSrcExtra: ['http://127.0.0.1:*'] }));
    expect(extra.get('connect-src')).toEqual(["'self'", 'https:', 'wss:', 'http://127.0.0.1:*']);
    const development = parse(pageCsp({ nonce: 'n', isDevelopment: true }));
    expect(development.get('connect-src')).toEqual(expect.arrayContaining(['http://localhost:*', 'ws://127.0.0.1:*']));
    expect(development.get('script-src')).toContain("'unsafe-eval'");
  });

  it('frames Turnstile, and WalletConnect verify only when WalletConnect is configured', () => {
    expect(policy.get('frame-src')).toEqual(['https://challenges.cloudflare.com']);
    const walletConnect = parse(pageCsp({ nonce: 'n', walletConnect: true }));
    expect(walletConnect.get('frame-src')).toEqual([
      'https://challenges.cloudflare.com',
      'https://verify.walletconnect.com',
      'https://verify.walletconnect.org',
    ]);
  });

  it("lists a prerendered page's inline script hashes beside the nonce", () => {
    const hashed = parse(pageCsp({ nonce: 'n', scriptHashes: ['sha256-AAA=', 'sha256-BBB='] }));
    expect(hashed.get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      "'sha256-AAA='",
      "'sha256-BBB='",
      'https://challenges.cloudflare.com',
      "'wasm-unsafe-eval'",
    ]);
  });

  it('is one header line of known directives', () => {
    const text = pageCsp({ nonce: 'n' });
    expect(text).not.toMatch(/[\r\n]/);
    expect([...parse(text).keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'worker-src',
      'manifest-src',
      'media-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
  });
});

describe('pageCspForRequest: the running configuration', () => {
  it('adds valid CSP_CONNECT_SRC_EXTRA sources and drops anything that could change the policy', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    withEnv(
      {
        NODE_ENV: 'production',
        CSP_CONNECT_SRC_EXTRA: "http://127.0.0.1:* , http://node.lan:8545 'unsafe-inline' x;script-src * http:",
      },
      () => {
        const policy = parse(pageCspForRequest('n'));
        expect(policy.get('connect-src')).toEqual([
          "'self'",
          'https:',
          'wss:',
          'http://127.0.0.1:*',
          'http://node.lan:8545',
          'http:',
        ]);
        expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
        expect([...policy.keys()].filter((name) => name === 'script-src')).toHaveLength(1);
      },
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'unsafe-inline'"));
    warn.mockRestore();
  });

  it('allows eval and localhost only under next dev (NODE_ENV development)', () => {
    withEnv({ NODE_ENV: 'development', CSP_CONNECT_SRC_EXTRA: undefined }, () => {
      expect(parse(pageCspForRequest('n')).get('script-src')).toContain("'unsafe-eval'");
    });
    withEnv({ NODE_ENV: 'production', CSP_CONNECT_SRC_EXTRA: undefined }, () => {
      const policy = parse(pageCspForRequest('n'));
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'wss:']);
    });
  });
});

describe('hstsHeader', () => {
  it('asks for https only in production behind an https SITE_URL', () => {
    withEnv({ NODE_ENV: 'production', SITE_URL: 'https://chainkit.example' }, () => {
      expect(hstsHeader()).toBe(HSTS_VALUE);
    });
    withEnv({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' }, () => expect(hstsHeader()).toBeNull());
    withEnv({ NODE_ENV: 'production', SITE_URL: undefined }, () => expect(hstsHeader()).toBeNull());
    withEnv({ NODE_ENV: 'development', SITE_URL: 'https://chainkit.example' }, () => expect(hstsHeader()).toBeNull());
    expect(HSTS_VALUE).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });
});

describe('createNonce', () => {
  it('is fresh every time, 128 bits, in the form Next.js reads from the policy', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      // next/dist/server/app-render/get-script-nonce-from-header.js
      expect(`'nonce-${nonce}'`).toMatch(/^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/);
    }
  });
});

describe('API_CSP', () => {
  it('lets nothing load from or frame an API answer', () => {
    const policy = parse(API_CSP);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
