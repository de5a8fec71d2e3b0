import { HDKey } from '@scure/bip32';
import { NETWORK, p2pk, p2pkh, p2sh, p2tr, p2wpkh, p2wsh } from '@scure/btc-signer';
import type { UtxoChain } from '@/chains/utxo/networks';
import type { RegtestFunder } from './funding';
import { DOGE_SIGNER_NETWORK } from './indexer';
import type { RegtestNode } from './node';

/**
 * What the UTXO tests pay on the regtest node: addresses of every standard type, each built by @scure/btc-signer from
 * a key of a fixed seed (Bitcoin: P2PKH, P2SH-P2WPKH, P2WPKH, P2WSH, P2TR; Dogecoin: P2PKH, P2SH), most funded in
 * blocks, some also in the mempool, some never; and one account key per chain (a zpub, a dgub) funded on both
 * chains of the key, one address beyond the gap limit.
 */

export interface FixtureAddress {
  address: string;
  script: string;
  type: string;
  confirmed: bigint;
  unconfirmed: bigint;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function keyOf(seed: number, index: number): HDKey {
  return HDKey.fromMasterSeed(new Uint8Array(32).fill(seed)).deriveChild(index);
}

export function fixtureAddresses(chain: UtxoChain, count: number): FixtureAddress[] {
  const network = chain === 'btc' ? NETWORK : DOGE_SIGNER_NETWORK;
  const types = chain === 'btc' ? ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2wsh', 'p2tr'] : ['p2pkh', 'p2sh'];
  return Array.from({ length: count }, (_, index) => {
    const publicKey = keyOf(chain === 'btc' ? 11 : 12, index).publicKey as Uint8Array;
    const type = types[index % types.length];
    const payment =
      type === 'p2pkh'
        ? p2pkh(publicKey, network)
        : type === 'p2sh-p2wpkh'
          ? p2sh(p2wpkh(publicKey, network), network)
          : type === 'p2sh'
            ? p2sh(p2pk(publicKey, network), network)
            : type === 'p2wpkh'
              ? p2wpkh(publicKey, network)
              : type === 'p2wsh'
                ? p2wsh(p2pk(publicKey, network), network)
                : p2tr(publicKey.slice(1), undefined, network);
    // Every fifth address stays empty; the others hold a distinct amount, every seventh a second output, and every
    // eleventh also waits in the mempool.
    const confirmed = index % 5 === 4 ? 0n : BigInt(index + 1) * 10_007n + (index % 7 === 0 ? 333_333n : 0n);
    const unconfirmed = index % 11 === 0 ? BigInt(index + 3) * 1_009n : 0n;
    return { address: payment.address as string, script: hex(payment.script), type, confirmed, unconfirmed };
  });
}

/** The key of fixture address `index` (the tests that spend from one). */
export function fixtureKey(chain: UtxoChain, index: number): HDKey {
  return keyOf(chain === 'btc' ? 11 : 12, index);
}

export interface FixtureXpub {
  text: string;
  /** Funded addresses the gap-limit scan must find, by chain/index, with their confirmed and unconfirmed amounts. */
  funded: { change: 0 | 1; index: number; script: string; confirmed: bigint; unconfirmed: bigint }[];
  /** Funded past the gap (receive index 44 after a last use at 23): a wallet does not see it. */
  beyondGap: { script: string; amount: bigint };
  scriptAt(change: 0 | 1, index: number): string;
}

export function fixtureXpub(chain: UtxoChain): FixtureXpub {
  const network = chain === 'btc' ? NETWORK : DOGE_SIGNER_NETWORK;
  // zpub (BIP84, P2WPKH) at m/84'/0'/0' for Bitcoin; dgub (BIP44, P2PKH) at m/44'/3'/0' for Dogecoin.
  const versions =
    chain === 'btc' ? { private: 0x04b2430c, public: 0x04b24746 } : { private: 0x02fac398, public: 0x02facafd };
  const account = HDKey.fromMasterSeed(new Uint8Array(32).fill(chain === 'btc' ? 21 : 22), versions).derive(
    chain === 'btc' ? "m/84'/0'/0'" : "m/44'/3'/0'",
  );
  const scriptAt = (change: 0 | 1, index: number) => {
    const publicKey = account.deriveChild(change).deriveChild(index).publicKey as Uint8Array;
    return hex((chain === 'btc' ? p2wpkh(publicKey, network) : p2pkh(publicKey, network)).script);
  };
  const funded: FixtureXpub['funded'] = [
    { change: 0, index: 0, script: scriptAt(0, 0), confirmed: 1_000_001n, unconfirmed: 0n },
    { change: 0, index: 4, script: scriptAt(0, 4), confirmed: 2_000_003n, unconfirmed: 0n },
    { change: 0, index: 10, script: scriptAt(0, 10), confirmed: 0n, unconfirmed: 777_777n },
    { change: 0, index: 23, script: scriptAt(0, 23), confirmed: 3_000_007n, unconfirmed: 0n },
    { change: 1, index: 1, script: scriptAt(1, 1), confirmed: 4_000_009n, unconfirmed: 0n },
  ];
  return {
    text: account.publicExtendedKey,
    funded,
    beyondGap: { script: scriptAt(0, 44), amount: 5_000_011n },
    scriptAt,
  };
}

/** Pays the fixtures: the confirmed amounts in mined blocks, then the unconfirmed ones left in the mempool. */
export async function fundFixtures(
  funder: RegtestFunder,
  addresses: readonly FixtureAddress[],
  xpubs: readonly FixtureXpub[],
): Promise<void> {
  const confirmed = [
    ...addresses
      .filter((entry) => entry.confirmed > 0n)
      .map((entry) => ({ script: entry.script, amount: entry.confirmed })),
    ...xpubs.flatMap((xpub) => [
      ...xpub.funded
        .filter((entry) => entry.confirmed > 0n)
        .map((entry) => ({ script: entry.script, amount: entry.confirmed })),
      { script: xpub.beyondGap.script, amount: xpub.beyondGap.amount },
    ]),
  ];
  const pending = [
    ...addresses
      .filter((entry) => entry.unconfirmed > 0n)
      .map((entry) => ({ script: entry.script, amount: entry.unconfirmed })),
    ...xpubs.flatMap((xpub) =>
      xpub.funded
        .filter((entry) => entry.unconfirmed > 0n)
        .map((entry) => ({ script: entry.script, amount: entry.unconfirmed })),
    ),
  ];
  for (let start = 0; start < confirmed.length; start += 200) await funder.pay(confirmed.slice(start, start + 200));
  await funder.confirm();
  for (let start = 0; start < pending.length; start += 200) await funder.pay(pending.slice(start, start + 200));
}

/** The node's own view of what the scripts hold in blocks: scantxoutset over raw() descriptors (its UTXO set). */
export async function nodeConfirmedBalances(
  node: RegtestNode,
  scripts: readonly string[],
): Promise<Map<string, bigint>> {
  const result = new Map<string, bigint>(scripts.map((script) => [script, 0n]));
  const scan = await node.rpc<{ unspents: { scriptPubKey: string; amount: number }[] }>('scantxoutset', [
    'start',
    [...new Set(scripts)].map((script) => `raw(${script})`),
  ]);
  for (const unspent of scan.unspents) {
    result.set(
      unspent.scriptPubKey,
      (result.get(unspent.scriptPubKey) ?? 0n) + BigInt(Math.round(unspent.amount * 1e8)),
    );
  }
  return result;
}
