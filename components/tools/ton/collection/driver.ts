import { type Address, internal, SendMode } from '@ton/core';
import type { TonApiOptions } from '@/chains/ton/api';
import {
  type FoundSource,
  findCollectionSources,
  planWalletSweep,
  type SweepPlan,
  signSweepRequest,
} from '@/chains/ton/collection';
import { runTonGetMethod } from '@/chains/ton/get-method';
import type { TonKeyPair } from '@/chains/ton/keys';
import { externalBoc, readTonWalletState, sendTonBoc } from '@/chains/ton/wallet-state';
import { MAX_MESSAGES_PER_EXTERNAL, type TonWalletContract, type TonWalletVersion } from '@/chains/ton/wallets';

/**
 * The collection page's chain work, signed in the page with the pasted keys (a TON Connect wallet cannot send mode
 * 128): find the wallets worth collecting, plan each sweep (chains/ton/collection.ts), top up from a funding wallet,
 * send each request as an external message and wait until the chain shows it done. Only signed BoCs and addresses
 * leave the page.
 */

export type VersionChoice = 'auto' | TonWalletVersion;

export interface CollectionSetup {
  api: TonApiOptions;
  destination: Address;
  jettonMinter?: Address;
  version: VersionChoice;
  /** How often to look at the chain while waiting for a request to land, and for how long. */
  pollMs: number;
  timeoutMs: number;
}

export interface WalletPlan {
  /** `${raw address}`: one wallet contract of one key. */
  id: string;
  line: number;
  keyIndex: number;
  source: FoundSource;
  sweep: SweepPlan;
}

export interface FundingPlan {
  address: Address;
  version: TonWalletVersion;
  balance: bigint;
  keyIndex: -1;
}

export interface CollectionPlan {
  wallets: WalletPlan[];
  /** The funding wallet (the version of its key that holds the most TON), when a funding key was given. */
  funder?: FundingPlan;
  /** TON the wallets need before their requests, in all. */
  topUps: bigint;
}

/** A request sent but not seen done on chain in time (it may still land: Retry reads the chain again first). */
export class CollectionWaitError extends Error {
  constructor(readonly seconds: number) {
    super(`not seen on chain in ${seconds} s`);
    this.name = 'CollectionWaitError';
  }
}

export class CollectionPlanError extends Error {
  constructor(
    readonly reason: 'noFunder' | 'funderShort',
    message: string,
  ) {
    super(message);
    this.name = 'CollectionPlanError';
  }
}

/** The wallets of `keys` that hold something (both versions tried, or the chosen one), each with its sweep. */
export async function planCollection(
  setup: CollectionSetup,
  keys: readonly { line: number; pair: TonKeyPair }[],
  funderKey?: TonKeyPair,
): Promise<CollectionPlan> {
  const found = await findCollectionSources(
    keys.map((key) => key.pair.publicKey),
    { ...setup.api, jettonMinter: setup.jettonMinter },
  );
  const wallets = found
    .filter((source) => setup.version === 'auto' || source.version === setup.version)
    .map((source) => ({
      id: source.address.toRawString(),
      line: keys[source.keyIndex].line,
      keyIndex: source.keyIndex,
      source,
      sweep: planWalletSweep(source, setup.destination),
    }));
  const topUps = wallets.reduce((total, wallet) => total + wallet.sweep.topUp, 0n);
  let funder: FundingPlan | undefined;
  if (funderKey) {
    const sources = await findCollectionSources([funderKey.publicKey], setup.api);
    const richest = sources.sort((a, b) => (a.tonBalance > b.tonBalance ? -1 : 1))[0];
    if (richest) {
      funder = { address: richest.address, version: richest.version, balance: richest.tonBalance, keyIndex: -1 };
    }
  }
  return { wallets, funder, topUps };
}

const walletState = readTonWalletState;

/** Sends one signed request of `wallet` (its StateInit when it has none yet); answers the seqno it used. */
async function sendRequest(
  wallet: TonWalletContract,
  secretKey: Uint8Array,
  request: { sendMode: SendMode; messages: ReturnType<typeof internal>[] },
  api: TonApiOptions,
): Promise<number> {
  const state = await walletState(wallet.address, api);
  const body = signSweepRequest(wallet, { kind: 'ton', ...request }, state.seqno, secretKey);
  await sendTonBoc(externalBoc(wallet, body, state.isActive), api);
  return state.seqno;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Waits until `isDone` holds on the chain (polled), or throws after the setup's timeout. */
async function waitFor(setup: CollectionSetup, isDone: () => Promise<boolean>) {
  const deadline = Date.now() + setup.timeoutMs;
  for (;;) {
    if (await isDone()) return;
    if (Date.now() > deadline) throw new CollectionWaitError(Math.round(setup.timeoutMs / 1000));
    await pause(setup.pollMs, setup.api.signal);
  }
}

const seqnoPassed = (address: Address, seqno: number, api: TonApiOptions) => async () => {
  const state = await walletState(address, api);
  return state.isActive && state.seqno > seqno;
};

/**
 * The funding wallet sends every top-up, as many per request as its contract takes (v5r1 255, v4r2 4), each request
 * waited for.
 */
export async function sendTopUps(
  setup: CollectionSetup,
  plan: CollectionPlan,
  funderKey: TonKeyPair,
  wallets: readonly WalletPlan[],
): Promise<void> {
  const funder = plan.funder;
  const needing = wallets.filter((wallet) => wallet.sweep.topUp > 0n);
  if (needing.length === 0) return;
  if (!funder) throw new CollectionPlanError('noFunder', 'Wallets hold jettons without the TON to move them');
  const total = needing.reduce((sum, wallet) => sum + wallet.sweep.topUp, 0n);
  if (funder.balance < total) throw new CollectionPlanError('funderShort', 'The funding wallet holds too little TON');
  const contract = planWalletSweep(
    { version: funder.version, publicKey: funderKey.publicKey, tonBalance: 0n },
    setup.destination,
  ).wallet;
  const perRequest = MAX_MESSAGES_PER_EXTERNAL[funder.version];
  for (let start = 0; start < needing.length; start += perRequest) {
    const chunk = needing.slice(start, start + perRequest);
    const messages = chunk.map((wallet) =>
      internal({ to: wallet.source.address, value: wallet.sweep.topUp, bounce: false }),
    );
    const seqno = await sendRequest(
      contract,
      funderKey.secretKey,
      { sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS, messages },
      setup.api,
    );
    await waitFor(setup, seqnoPassed(contract.address, seqno, setup.api));
  }
}

/** Sends a wallet's requests in order, each waited for; the wallet is done when it holds 0 TON (and 0 jetton). */
export async function sweepWallet(setup: CollectionSetup, wallet: WalletPlan, key: TonKeyPair): Promise<void> {
  const { sweep } = wallet;
  for (const request of sweep.requests) {
    const seqno = await sendRequest(sweep.wallet, key.secretKey, request, setup.api);
    if (request.kind === 'ton') {
      // Mode 128 empties the wallet: its balance reaches 0 once the request ran.
      await waitFor(setup, async () => (await walletState(sweep.wallet.address, setup.api)).balance === 0n);
    } else {
      await waitFor(setup, seqnoPassed(sweep.wallet.address, seqno, setup.api));
      const jettonWallet = wallet.source.jetton?.wallet;
      // The transfer reaches the jetton wallet a few blocks after the wallet's own transaction.
      if (jettonWallet)
        await waitFor(setup, async () => {
          const data = await runTonGetMethod(jettonWallet, 'get_wallet_data', [], setup.api);
          return data.exitCode === 0 && data.stack.readBigNumber() === 0n;
        });
    }
  }
}
