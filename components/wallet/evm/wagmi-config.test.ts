// The wallet list RainbowKit shows, from the module as the page loads it: wagmi and RainbowKit are ESM-only, so
// their few entry points used here are stood in for, recording what the config asks of them.
const connectorsForWallets = jest.fn((_groups: unknown, _options: unknown) => []);

jest.mock('@rainbow-me/rainbowkit', () => ({ connectorsForWallets }));
jest.mock('@rainbow-me/rainbowkit/wallets', () => ({
  injectedWallet: 'injectedWallet',
  metaMaskWallet: 'metaMaskWallet',
  walletConnectWallet: 'walletConnectWallet',
}));
jest.mock('wagmi', () => ({
  createConfig: (options: unknown) => ({ options }),
  fallback: (transports: unknown) => transports,
  http: () => 'http',
}));

const PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** The wallets offered when the page loads with this NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID. */
function offeredWallets(projectId: string | undefined): { wallets: string[]; projectId: string } {
  const saved = process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID;
  if (projectId === undefined) delete process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID;
  else process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID = projectId;
  connectorsForWallets.mockClear();
  try {
    jest.isolateModules(() => {
      const { evmWagmiConfig } = require('./wagmi-config') as typeof import('./wagmi-config');
      evmWagmiConfig();
    });
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID;
    else process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID = saved;
  }
  const [groups, options] = connectorsForWallets.mock.calls[0] as unknown as [
    { wallets: string[] }[],
    { projectId: string },
  ];
  return { wallets: groups.flatMap((group) => group.wallets), projectId: options.projectId };
}

describe('EVM wallet list', () => {
  it('offers WalletConnect, with its project id, when NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID is set', () => {
    expect(offeredWallets(PROJECT_ID)).toEqual({
      wallets: ['metaMaskWallet', 'walletConnectWallet', 'injectedWallet'],
      projectId: PROJECT_ID,
    });
  });

  it('offers only the browser wallet when it is unset, empty or malformed', () => {
    for (const value of [undefined, '', 'not-a-project-id']) {
      const offered = offeredWallets(value);
      expect(offered.wallets).toEqual(['injectedWallet']);
      expect(offered.projectId).not.toBe(value);
    }
  });
});

describe('EVM wallet chains', () => {
  it('connects to every chain of the registry, each with its own transport', () => {
    let options: { chains: { id: number }[]; transports: Record<number, unknown> } | undefined;
    jest.isolateModules(() => {
      const { evmWagmiConfig } = require('./wagmi-config') as typeof import('./wagmi-config');
      options = (evmWagmiConfig() as unknown as { options: typeof options }).options;
    });
    const { EVM_CHAINS } = require('@/chains/evm/chains') as typeof import('@/chains/evm/chains');
    const ids = EVM_CHAINS.map((chain) => chain.chainId);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(options?.chains.map((chain) => chain.id)).toEqual(ids);
    expect(
      Object.keys(options?.transports ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
  });
});
