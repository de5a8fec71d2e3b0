import { getAddress } from 'viem';
import * as viemChains from 'viem/chains';
import { CHAINS } from '@/chains/registry';
import { isServed, matchRoute } from '@/lib/catalog';
import { EVM_CHAIN_SLUGS } from '@/lib/catalog/params';
import { CHECK_BALANCE_CHAIN_TEXTS } from '@/lib/catalog/routes/check-balance-chains';
import { routeTitle } from '@/lib/catalog/text';
import { parseServerEnv } from '@/lib/server/env';
import { CANONICAL_MULTICALL3_ADDRESS, EVM_CHAINS, evmChainBySlug, multicall3Address } from './chains';
import { evmChainInfo, evmExplorerLink } from './family';
import { evmPublicClient, evmRpcUrl } from './public-client';

// The registry's completeness test (revoke.cash's habit): every EVM chain has what every tool needs, and the test
// lists every gap at once instead of stopping at the first.

const CJK = /[\u4e00-\u9fff]/;

/** The mainstream chains the registry must hold, by chain id. */
const MAINSTREAM: Readonly<Record<string, number>> = {
  Ethereum: 1,
  'BNB Smart Chain': 56,
  Base: 8453,
  'Arbitrum One': 42161,
  'OP Mainnet': 10,
  'Polygon PoS': 137,
  'Avalanche C-Chain': 43114,
  Linea: 59144,
  Scroll: 534352,
  'zkSync Era': 324,
  Mantle: 5000,
  Blast: 81457,
  opBNB: 204,
  Sonic: 146,
  Unichain: 130,
};

describe('EVM chain registry', () => {
  it('holds at least the fifteen mainstream chains, each once', () => {
    expect(EVM_CHAINS.length).toBeGreaterThanOrEqual(15);
    const byName = Object.fromEntries(EVM_CHAINS.map((chain) => [chain.name, chain.chainId]));
    expect(byName).toMatchObject(MAINSTREAM);
    expect(new Set(EVM_CHAINS.map((chain) => chain.chainId)).size).toBe(EVM_CHAINS.length);
  });

  it('gives every chain an explorer, Multicall3, a public RPC, a native currency and a slug', () => {
    const gaps: string[] = [];
    for (const chain of EVM_CHAINS) {
      if (!chain.explorerUrl.startsWith('https://') || chain.explorerUrl.endsWith('/'))
        gaps.push(`${chain.name}: explorer`);
      if (getAddress(chain.multicall3Address) !== getAddress(chain.chain.contracts?.multicall3?.address ?? '0x0'))
        gaps.push(`${chain.name}: Multicall3 differs from viem's`);
      if (!chain.defaultRpcUrl.startsWith('https://')) gaps.push(`${chain.name}: RPC`);
      if (!/^[A-Za-z]{1,5}$/.test(chain.nativeSymbol) || chain.nativeDecimals !== 18) gaps.push(`${chain.name}: coin`);
      if (!/^[a-z0-9]+$/.test(chain.slug) || evmChainBySlug(chain.slug) !== chain) gaps.push(`${chain.name}: slug`);
      if (!evmChainInfo(chain.chainId)?.defaultRpcUrls.length) gaps.push(`${chain.name}: family info`);
      const link = evmExplorerLink(chain.chainId, 'tx', '0xabc');
      if (link !== `${chain.explorerUrl}/tx/0xabc`) gaps.push(`${chain.name}: explorer link ${link}`);
      const record = CHAINS.find((entry) => entry.chainId === chain.chainId);
      if (record?.family !== 'evm' || record.symbol !== chain.nativeSymbol) gaps.push(`${chain.name}: chains/registry`);
    }
    expect(gaps).toEqual([]);
  });

  it("uses each chain's own Multicall3: zkSync Era's differs, the others are the canonical one", () => {
    expect(multicall3Address(324)).toBe(viemChains.zksync.contracts.multicall3.address);
    expect(multicall3Address(324)).not.toBe(CANONICAL_MULTICALL3_ADDRESS);
    for (const chainId of [1, 56, 8453, 42161, 10, 137]) {
      expect(getAddress(multicall3Address(chainId))).toBe(CANONICAL_MULTICALL3_ADDRESS);
    }
    // A custom chain is assumed to have the canonical deployment (the reader checks its code before using it).
    expect(multicall3Address(31337)).toBe(CANONICAL_MULTICALL3_ADDRESS);
  });

  it('has the same slugs as the catalogue, in the same order', () => {
    expect(EVM_CHAINS.map((chain) => chain.slug)).toEqual([...EVM_CHAIN_SLUGS]);
  });

  it('serves check-balance/<slug> for every chain, with its own copy in English and Chinese', () => {
    const gaps: string[] = [];
    for (const chain of EVM_CHAINS) {
      const match = matchRoute(`check-balance/${chain.slug}`);
      if (!match || !isServed(match.entry, match.params)) {
        gaps.push(`${chain.slug}: not served`);
        continue;
      }
      const texts = CHECK_BALANCE_CHAIN_TEXTS[chain.slug];
      if (!texts) {
        gaps.push(`${chain.slug}: no copy`);
        continue;
      }
      if (!CJK.test(texts.title) || !CJK.test(texts.description)) gaps.push(`${chain.slug}: Chinese copy`);
      if (CJK.test(texts.titleEn + texts.descriptionEn)) gaps.push(`${chain.slug}: English copy`);
      if (!routeTitle(match.entry, 'en', match.params).startsWith(chain.name.split(' ')[0]))
        gaps.push(`${chain.slug}: English title does not name the chain`);
      if (!routeTitle(match.entry, 'cn', match.params).includes('余额')) gaps.push(`${chain.slug}: Chinese title`);
    }
    expect(gaps).toEqual([]);
  });
});

describe('CHAIN_RPC_<chainId>', () => {
  afterEach(() => {
    delete process.env.CHAIN_RPC_8453;
  });

  it("replaces a chain's public RPC on the server", () => {
    const base = EVM_CHAINS.find((chain) => chain.slug === 'base');
    expect(evmRpcUrl(8453)).toBe(base?.defaultRpcUrl);
    process.env.CHAIN_RPC_8453 = 'https://base.example/rpc';
    expect(evmRpcUrl(8453)).toBe('https://base.example/rpc');
    expect(evmPublicClient(8453).transport.url).toBe('https://base.example/rpc');
    // Pages only ever see the public endpoint: the configured one may carry a key.
    expect(evmChainInfo(8453)?.defaultRpcUrls).not.toContain('https://base.example/rpc');
  });

  it('is validated when the server starts: a malformed value is named', () => {
    expect(() => parseServerEnv({ CHAIN_RPC_8453: 'https://base.example/rpc' })).not.toThrow();
    expect(() => parseServerEnv({ CHAIN_RPC_8453: 'not a url' })).toThrow(/CHAIN_RPC_8453: must be an http\(s\) URL/);
  });
});
