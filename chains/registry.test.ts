import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CHAIN_LABELS, servedRoutes } from '@/lib/catalog';
import { LOCALES } from '@/lib/i18n/config';
import { CHAINS } from './registry';
import type { ChainFamily, ExplorerLinkKind } from './types';

// In the spirit of revoke.cash's chain test: every chain family in chains/ has its config, explorer links, a fixture
// and translations. Each check lists what is missing, by family, instead of stopping at the first gap.

/** Folders that serve several families of the registry: chains/utxo holds Bitcoin's and Dogecoin's code. */
const FOLDER_FAMILIES: Readonly<Record<string, readonly string[]>> = { utxo: ['btc', 'doge'] };

/** The families, each by its folder: chains/<family>/ (evm, solana, tron, …), or a shared one (FOLDER_FAMILIES). */
const FAMILY_FOLDERS = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => FOLDER_FAMILIES[entry.name] ?? [entry.name]);

const folderOf = (family: string) =>
  Object.entries(FOLDER_FAMILIES).find(([, families]) => families.includes(family))?.[0] ?? family;

/** One sample per family that its own code must accept (revoke.cash keeps one test address per chain). */
const FIXTURES: Readonly<Record<string, { chainId: number; address: string; transaction: string }>> = {
  evm: {
    chainId: 1,
    address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    transaction: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
  },
  solana: {
    chainId: 501,
    address: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
    transaction: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  },
  tron: {
    chainId: 195,
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    transaction: 'd5ec749ecc2a615399d8a6c864ea4c74ff9f523c2be0e341ac9be5d47d7c2d62',
  },
  sui: {
    chainId: 784,
    // Circle's USDC package id as an address sample; a transaction digest in Base58 (a sample, not a lookup).
    address: '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7',
    transaction: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi',
  },
  ton: {
    chainId: 607,
    // USDT's jetton minter; a transaction hash in the 64-hex form Tonviewer links take (a sample, not a lookup).
    address: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
    transaction: '3f1b5a2e5c9d7a41e0b8c6d2f4a1e9b7c5d3a2f1e0d9c8b7a6f5e4d3c2b1a091',
  },
  aptos: {
    chainId: 637,
    // The framework's account 0x1 in its long form; a transaction hash sample (a sample, not a lookup).
    address: '0x0000000000000000000000000000000000000000000000000000000000000001',
    transaction: '0x3f1b5a2e5c9d7a41e0b8c6d2f4a1e9b7c5d3a2f1e0d9c8b7a6f5e4d3c2b1a091',
  },
  btc: {
    chainId: 0,
    // A P2PKH sample and the genesis block's coinbase transaction.
    address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    transaction: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  },
  doge: {
    chainId: 3,
    // A P2PKH sample (version 0x1e over a made-up hash) and a transaction id sample.
    address: 'D6AFsfdzEVwtpc33X3FiTfeBgGAfvE3dfi',
    transaction: '5b2a3f53f605d62c53e62932dac6925e3d74afa5a4b459745c36d42d0ed26a69',
  },
};

const capitalized = (text: string) => text[0].toUpperCase() + text.slice(1);

/** A family folder's public module (chains/<family>/index.ts). */
const familyModule = (family: string) => require(`./${folderOf(family)}`) as Record<string, unknown>;

/** The family's explorer links, by convention `<family>ExplorerLink` in its index. */
function explorerLinkOf(family: string): ChainFamily['explorerLink'] | undefined {
  const link = familyModule(family)[`${family}ExplorerLink`];
  return typeof link === 'function' ? (link as ChainFamily['explorerLink']) : undefined;
}

/** The family's address check, by convention `is<Family>Address` in its index. */
function addressCheckOf(family: string): ((text: string) => boolean) | undefined {
  const check = familyModule(family)[`is${capitalized(family)}Address`];
  return typeof check === 'function' ? (check as (text: string) => boolean) : undefined;
}

/** The ChainFamily object of chains/<family>/family.ts, for the families that implement the whole interface. */
function familyObjectOf(family: string): ChainFamily | undefined {
  const hasFamilyFile = readdirSync(path.join(__dirname, folderOf(family))).includes('family.ts');
  return hasFamilyFile ? (require(`./${family}/family`)[`${family}Family`] as ChainFamily | undefined) : undefined;
}

describe('chain registry', () => {
  it('has family folders to check', () => {
    expect(FAMILY_FOLDERS).toEqual(expect.arrayContaining(['evm', 'solana']));
  });

  it('registers every family folder with a complete config', () => {
    const missing: string[] = [];
    for (const family of FAMILY_FOLDERS) {
      const chains = CHAINS.filter((chain) => chain.family === family);
      if (chains.length === 0) missing.push(`${family}: no chain in chains/registry.ts`);
      const familyObject = familyObjectOf(family);
      for (const chain of chains) {
        if (familyObject && !familyObject.chain(chain.chainId)?.defaultRpcUrls.length) {
          missing.push(`${family}: chain ${chain.chainId} has no default RPC in chains/${family}/family.ts`);
        }
      }
    }
    for (const chain of CHAINS) {
      const isComplete =
        chain.name.trim() !== '' &&
        chain.symbol.trim() !== '' &&
        Number.isInteger(chain.decimals) &&
        chain.explorerUrl.startsWith('https://');
      if (!isComplete)
        missing.push(`${chain.family}: chain ${chain.chainId} lacks a name, symbol, decimals or explorer`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every family folder explorer links', () => {
    const missing: string[] = [];
    for (const family of FAMILY_FOLDERS) {
      const link = explorerLinkOf(family);
      const fixture = FIXTURES[family];
      if (!link) {
        missing.push(`${family}: chains/${family} exports no ${family}ExplorerLink`);
        continue;
      }
      if (!fixture) continue;
      const explorerUrl = CHAINS.find((chain) => chain.chainId === fixture.chainId)?.explorerUrl ?? '(none)';
      const samples: [ExplorerLinkKind, string][] = [
        ['address', fixture.address],
        ['tx', fixture.transaction],
      ];
      for (const [kind, id] of samples) {
        const url = link(fixture.chainId, kind, id);
        if (!url?.startsWith(explorerUrl) || !url.includes(id)) {
          missing.push(`${family}: no ${kind} link on ${explorerUrl} (got ${url})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a fixture per family folder, which the family accepts', () => {
    const missing: string[] = [];
    for (const family of FAMILY_FOLDERS) {
      const fixture = FIXTURES[family];
      const isAddress = addressCheckOf(family);
      if (!fixture) missing.push(`${family}: no fixture in chains/registry.test.ts`);
      if (!isAddress) missing.push(`${family}: chains/${family} exports no is${capitalized(family)}Address`);
      if (fixture && isAddress && !isAddress(fixture.address)) {
        missing.push(`${family}: the fixture address ${fixture.address} is refused`);
      }
      if (fixture && CHAINS.find((chain) => chain.chainId === fixture.chainId)?.family !== family) {
        missing.push(`${family}: the fixture's chain ${fixture.chainId} is not one of the family's`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translates every family and chain group in both languages', () => {
    const groups = new Set([...FAMILY_FOLDERS, ...CHAINS.flatMap((chain) => [chain.family, ...chain.groups])]);
    const missing = [...groups].flatMap((group) =>
      LOCALES.filter((locale) => !CHAIN_LABELS[group as keyof typeof CHAIN_LABELS]?.[locale]?.trim()).map(
        (locale) => `${group}: no ${locale} label in lib/catalog/labels.ts`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('has a family folder for every chain a served tool works on', () => {
    const missing = servedRoutes()
      .flatMap((entry) => CHAINS.filter((chain) => entry.chain !== null && chain.groups.includes(entry.chain)))
      .map((chain) => chain.family)
      .filter((family, index, families) => families.indexOf(family) === index && !FAMILY_FOLDERS.includes(family))
      .map((family) => `${family}: a served tool runs on it, but chains/${family}/ does not exist`);
    expect(missing).toEqual([]);
  });
});
