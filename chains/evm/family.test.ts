import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import type { ChainFamily } from '../types';
import { EVM_CHAINS } from './chains';
import { EVM_DEFAULT_CHAIN_IDS, evmChainInfo, evmExplorerLink, evmFamily } from './family';

describe('evmFamily', () => {
  afterEach(() => {
    delete process.env.CHAIN_RPC_424242;
  });

  it('implements the family interface', () => {
    const family: ChainFamily = evmFamily;
    expect(family.id).toBe('evm');
    expect(EVM_DEFAULT_CHAIN_IDS).toEqual(EVM_CHAINS.map((chain) => chain.chainId));
    expect(EVM_DEFAULT_CHAIN_IDS.slice(0, 3)).toEqual([1, 56, 8453]);
  });

  it('knows Ethereum and BSC without configuration', () => {
    expect(evmChainInfo(1)).toMatchObject({
      name: 'Ethereum',
      nativeSymbol: 'ETH',
      nativeDecimals: 18,
      explorerUrl: 'https://etherscan.io',
    });
    expect(evmChainInfo(56)).toMatchObject({ nativeSymbol: 'BNB', explorerUrl: 'https://bscscan.com' });
    expect(evmChainInfo(56)?.defaultRpcUrls[0]).toMatch(/^https:\/\//);
  });

  it('knows another EVM chain only once CHAIN_RPC_<chainId> names its RPC', () => {
    expect(evmChainInfo(424242)).toBeUndefined();
    expect(evmChainInfo(0)).toBeUndefined();
    process.env.CHAIN_RPC_424242 = 'http://127.0.0.1:8545';
    expect(evmChainInfo(424242)).toEqual({
      chainId: 424242,
      name: 'EVM chain 424242',
      nativeSymbol: 'ETH',
      nativeDecimals: 18,
      defaultRpcUrls: ['http://127.0.0.1:8545'],
    });
    expect(evmExplorerLink(424242, 'address', ANVIL_ACCOUNTS[0].address)).toBeUndefined();
    process.env.CHAIN_RPC_424242 = 'not a url';
    expect(evmChainInfo(424242)).toBeUndefined();
  });

  it('links to explorer pages', () => {
    const address = ANVIL_ACCOUNTS[0].address;
    const hash = `0x${'ab'.repeat(32)}`;
    expect(evmExplorerLink(1, 'address', address)).toBe(`https://etherscan.io/address/${address}`);
    expect(evmExplorerLink(56, 'tx', hash)).toBe(`https://bscscan.com/tx/${hash}`);
    expect(evmExplorerLink(56, 'token', address)).toBe(`https://bscscan.com/token/${address}`);
  });

  it('wires addresses and keys', () => {
    const { address, keys } = evmFamily;
    const lower = ANVIL_ACCOUNTS[0].address.toLowerCase();
    expect(address.check(lower)).toEqual({ ok: true, address: ANVIL_ACCOUNTS[0].address });
    expect(address.normalize(ANVIL_ACCOUNTS[0].address)).toBe(lower);
    expect(address.checksum(lower)).toBe(ANVIL_ACCOUNTS[0].address);
    expect(address.parseList(`${lower}\nbad`).invalid).toHaveLength(1);
    expect(keys.derivationPath(3)).toBe("m/44'/60'/0'/0/3");
    const key = keys.generatePrivateKey();
    expect(keys.addressFromPrivateKey(key)).toBe(address.checksum(keys.addressFromPrivateKey(key)));
    const mnemonic = keys.generateMnemonic(24);
    expect(keys.checkMnemonic(mnemonic).ok).toBe(true);
    const [first, second] = keys.deriveManyFromMnemonic(mnemonic, { count: 2 });
    expect(keys.deriveFromMnemonic(mnemonic, { index: 1 })).toEqual(second);
    expect(first.path).toBe("m/44'/60'/0'/0/0");
  });

  it('keeps the family code browser-safe: no node built-ins', () => {
    for (const file of ['../types.ts', 'address.ts', 'keys.ts', 'balances.ts', 'family.ts']) {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      expect(source).not.toMatch(/from '(?:node:)?(?:fs|path|crypto|http|https|net|os|child_process)'|require\(/);
      expect(source).not.toMatch(/from 'node:/);
    }
  });
});
