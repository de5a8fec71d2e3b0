import type { EIP1193Provider } from 'viem';
import { switchOrAddChain } from './switch-or-add-chain';

/** A wallet that knows `known` chains, adds any it is asked to, and switches to a chain it adds when `switchesOnAdd`. */
function fakeWallet({ known, switchesOnAdd }: { known: number[]; switchesOnAdd: boolean }) {
  const chains = new Set(known);
  let current = known[0];
  const calls: { method: string; params?: unknown }[] = [];
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      calls.push({ method, params });
      if (method === 'eth_chainId') return `0x${current.toString(16)}`;
      const chainId = Number((params?.[0] as { chainId?: string } | undefined)?.chainId);
      if (method === 'wallet_switchEthereumChain') {
        if (!chains.has(chainId)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
        current = chainId;
        return null;
      }
      if (method === 'wallet_addEthereumChain') {
        chains.add(chainId);
        if (switchesOnAdd) current = chainId;
        return null;
      }
      throw new Error(`unexpected ${method}`);
    },
  } as unknown as EIP1193Provider;
  return { provider, calls, current: () => current };
}

describe('switchOrAddChain', () => {
  it('switches to a chain the wallet knows', async () => {
    const wallet = fakeWallet({ known: [1, 31337], switchesOnAdd: true });
    await switchOrAddChain(wallet.provider, { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' });
    expect(wallet.current()).toBe(31337);
    expect(wallet.calls.map((call) => call.method)).toEqual(['wallet_switchEthereumChain']);
  });

  it("adds a custom chain the wallet lacks, with the user's RPC, then is on it", async () => {
    for (const switchesOnAdd of [true, false]) {
      const wallet = fakeWallet({ known: [1], switchesOnAdd });
      await switchOrAddChain(wallet.provider, { chainId: 777777, rpcUrl: 'https://rpc.example/777777' });
      expect(wallet.current()).toBe(777777);
      expect(wallet.calls.find((call) => call.method === 'wallet_addEthereumChain')?.params).toEqual([
        {
          chainId: '0xbde31',
          chainName: 'EVM chain 777777',
          nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['https://rpc.example/777777'],
        },
      ]);
    }
  });

  it("passes the wallet's refusal on", async () => {
    const provider = {
      request: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    } as unknown as EIP1193Provider;
    await expect(switchOrAddChain(provider, { chainId: 5, rpcUrl: 'https://x.example' })).rejects.toMatchObject({
      code: 4001,
    });
  });
});
