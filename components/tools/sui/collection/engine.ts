import type { SuiAddress } from '@/chains/sui/address';
import {
  buildSuiBatchSendTransaction,
  planSuiBatchSend,
  suiPtbBytes,
  suiTransactionDigest,
} from '@/chains/sui/batch-send';
import { SUI_COIN_TYPE_LONG } from '@/chains/sui/chain';
import { buildSuiCollectionTransaction } from '@/chains/sui/collection';
import type { SuiGraphQLOptions } from '@/chains/sui/graphql';
import { suiAddressFromPrivateKey, suiKeypairFromPrivateKey } from '@/chains/sui/keys';
import { SUI_PROTOCOL_LIMITS } from '@/chains/sui/limits';
import {
  executeSuiPtb,
  readSuiCoins,
  readSuiTransactionStatus,
  type SuiCoinObject,
  simulateSuiPtb,
  suiGasBudget,
} from '@/chains/sui/send';
import type { SuiSourceWallet } from './key-lines';

/**
 * The collection's steps over Sui GraphQL (chains/sui/send.ts), each wallet's sweep built by chains/sui/collection.ts:
 * read a wallet's coins, price its sweep by a dry run (the gas budget by the SDK's rule), top up from the funding key
 * the wallets that hold coins but too little SUI for gas and our fee, then sign each sweep with its own key and send
 * it once. A digest is known before sending: a lost answer, a retry or a resumed run asks the chain for it first and
 * never sends a sweep that landed again.
 */

/** SUI a top-up gives beyond our fee when the wallet's sweep cannot be dry-run yet (it has no SUI to pay gas). */
export const SUI_TOP_UP_GAS_ALLOWANCE_MIST = 20_000_000n;

export class SuiCollectionRunError extends Error {
  constructor(
    readonly code: 'noGas' | 'dryRunFailed' | 'funderShort' | 'funderEmpty' | 'failedOnChain',
    message: string,
  ) {
    super(message);
    this.name = 'SuiCollectionRunError';
  }
}

export interface SuiCollectionSetup {
  graphql: SuiGraphQLOptions;
  destination: SuiAddress;
  feeReceiver: SuiAddress;
  /** Sweep the SUI left after gas and the fee. */
  sweepSui: boolean;
  /** Coins other than SUI to move whole (long form). */
  coinTypes: readonly string[];
  gasPrice: bigint;
  feeMist: bigint;
}

export interface SuiWalletHoldings {
  suiCoins: SuiCoinObject[];
  coins: { coinType: string; objects: SuiCoinObject[] }[];
}

export type SuiWalletState = 'ready' | 'topUp' | 'empty' | 'dust';

export interface SuiWalletPlan {
  line: number;
  address: SuiAddress;
  sui: bigint;
  /** Base units of each coin type of the setup, in its order. */
  coinAmounts: bigint[];
  state: SuiWalletState;
  /** From the dry run (ready wallets). */
  gasBudget: bigint;
  /** SUI the funding key sends first (topUp wallets). */
  topUp: bigint;
  /** SUI the destination gets at least (the wallet's SUI less our fee and the whole budget). */
  suiAtLeast: bigint;
}

const sum = (coins: readonly SuiCoinObject[]) => coins.reduce((total, coin) => total + coin.balance, 0n);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export async function readSuiWalletHoldings(setup: SuiCollectionSetup, owner: string): Promise<SuiWalletHoldings> {
  const suiCoins = await readSuiCoins(owner, SUI_COIN_TYPE_LONG, setup.graphql);
  const coins = [];
  for (const coinType of setup.coinTypes) {
    coins.push({ coinType, objects: await readSuiCoins(owner, coinType, setup.graphql) });
  }
  return { suiCoins, coins };
}

function hasSomethingToSweep(setup: SuiCollectionSetup, holdings: SuiWalletHoldings): boolean {
  return holdings.coins.some((coin) => coin.objects.length > 0) || (setup.sweepSui && sum(holdings.suiCoins) > 0n);
}

/** The sweep's bytes with a gas budget from its dry run; throws SuiCollectionRunError when its SUI cannot pay. */
async function pricedSweep(setup: SuiCollectionSetup, owner: SuiAddress, holdings: SuiWalletHoldings) {
  const sui = sum(holdings.suiCoins);
  const probeBudget = min(sui - setup.feeMist, SUI_PROTOCOL_LIMITS.maxTxGas);
  if (holdings.suiCoins.length === 0 || probeBudget <= 0n) {
    throw new SuiCollectionRunError('noGas', `${owner} has no SUI to pay gas and the fee`);
  }
  const build = (gasBudget: bigint) =>
    suiPtbBytes(
      buildSuiCollectionTransaction({
        owner,
        destination: setup.destination,
        sweepSui: setup.sweepSui,
        coins: holdings.coins,
        suiCoins: holdings.suiCoins,
        gasPrice: setup.gasPrice,
        gasBudget,
        feeReceiver: setup.feeReceiver,
        feeMist: setup.feeMist,
      }),
    );
  const dryRun = await simulateSuiPtb(await build(probeBudget), setup.graphql);
  if (dryRun.status !== 'SUCCESS') {
    throw new SuiCollectionRunError('dryRunFailed', dryRun.error ?? 'the dry run failed');
  }
  const gasBudget = suiGasBudget(dryRun.gas, setup.gasPrice);
  if (gasBudget + setup.feeMist > sui) {
    throw new SuiCollectionRunError('noGas', `${owner} needs ${gasBudget + setup.feeMist} MIST, holds ${sui}`);
  }
  return { bytes: await build(gasBudget), gasBudget, sui };
}

/** One wallet as the chain has it now: what it would sweep, its dry-run budget, or the top-up it needs. */
export async function planSuiWallet(setup: SuiCollectionSetup, wallet: SuiSourceWallet): Promise<SuiWalletPlan> {
  const holdings = await readSuiWalletHoldings(setup, wallet.address);
  const sui = sum(holdings.suiCoins);
  const base = {
    line: wallet.line,
    address: wallet.address,
    sui,
    coinAmounts: holdings.coins.map((coin) => sum(coin.objects)),
    gasBudget: 0n,
    topUp: 0n,
    suiAtLeast: 0n,
  };
  if (!hasSomethingToSweep(setup, holdings)) return { ...base, state: 'empty' };
  const holdsCoins = holdings.coins.some((coin) => coin.objects.length > 0);
  try {
    const { gasBudget } = await pricedSweep(setup, wallet.address, holdings);
    const suiAtLeast = setup.sweepSui ? sui - setup.feeMist - gasBudget : 0n;
    return { ...base, state: 'ready', gasBudget, suiAtLeast };
  } catch (error) {
    if (!(error instanceof SuiCollectionRunError) || error.code !== 'noGas') throw error;
    // SUI alone that cannot pay its own sweep is dust: topping it up would cost more than it brings.
    if (!holdsCoins) return { ...base, state: 'dust' };
    const topUp = setup.feeMist + SUI_TOP_UP_GAS_ALLOWANCE_MIST - sui;
    return { ...base, state: 'topUp', topUp: topUp > 0n ? topUp : SUI_TOP_UP_GAS_ALLOWANCE_MIST };
  }
}

export interface SuiSentPtb {
  digest: string;
  status: 'SUCCESS' | 'FAILURE';
}

/**
 * Sends signed bytes once. A lost answer (timeout, 5xx) is resolved by asking the chain for the digest; only a PTB the
 * chain does not know is reported failed (the retry asks again before building anew).
 */
async function sendOnce(bytes: Uint8Array, secret: string, graphql: SuiGraphQLOptions): Promise<SuiSentPtb> {
  const digest = suiTransactionDigest(bytes);
  const { signature } = await suiKeypairFromPrivateKey(secret).signTransaction(bytes);
  try {
    const executed = await executeSuiPtb(bytes, [signature], graphql);
    return { digest, status: executed.status };
  } catch (error) {
    const status = await readSuiTransactionStatus(digest, graphql).catch(() => 'unknown' as const);
    if (status === 'unknown') throw Object.assign(error as Error, { digest });
    return { digest, status };
  }
}

/**
 * The funding key's SUI to the wallets that need it, in PTBs of up to 510 transfers (no fee of ours: the top-up is part
 * of the collection, whose fee each swept wallet pays). Throws SuiCollectionRunError when the funder cannot pay.
 */
export async function sendSuiTopUps(
  setup: SuiCollectionSetup,
  funderSecret: string,
  topUps: readonly { address: SuiAddress; amount: bigint }[],
): Promise<SuiSentPtb[]> {
  const funder = suiAddressFromPrivateKey(funderSecret);
  const sent: SuiSentPtb[] = [];
  for (const batch of planSuiBatchSend(topUps.map((row) => ({ to: row.address, amount: row.amount })))) {
    const coins = await readSuiCoins(funder, SUI_COIN_TYPE_LONG, setup.graphql);
    const gasPayment = coins.slice(0, SUI_PROTOCOL_LIMITS.maxGasPaymentObjects);
    const available = sum(gasPayment);
    const total = batch.reduce((acc, row) => acc + row.amount, 0n);
    if (gasPayment.length === 0) throw new SuiCollectionRunError('funderEmpty', `${funder} holds no SUI`);
    if (available <= total) {
      throw new SuiCollectionRunError('funderShort', `${funder} holds ${available} MIST, the top-ups need ${total}`);
    }
    const build = (gasBudget: bigint) =>
      suiPtbBytes(
        buildSuiBatchSendTransaction({
          sender: funder,
          rows: batch,
          gasPayment,
          gasPrice: setup.gasPrice,
          gasBudget,
          feeReceiver: setup.feeReceiver,
          feeMist: 0n,
        }),
      );
    const dryRun = await simulateSuiPtb(
      await build(min(available - total, SUI_PROTOCOL_LIMITS.maxTxGas)),
      setup.graphql,
    );
    if (dryRun.status !== 'SUCCESS') {
      throw new SuiCollectionRunError('dryRunFailed', dryRun.error ?? 'the dry run failed');
    }
    const gasBudget = suiGasBudget(dryRun.gas, setup.gasPrice);
    if (gasBudget + total > available) {
      throw new SuiCollectionRunError('funderShort', `${funder} needs ${gasBudget + total} MIST, holds ${available}`);
    }
    const result = await sendOnce(await build(gasBudget), funderSecret, setup.graphql);
    if (result.status !== 'SUCCESS') throw new SuiCollectionRunError('failedOnChain', `top-up ${result.digest} failed`);
    sent.push(result);
  }
  return sent;
}

export interface SuiSweepOutcome {
  state: 'done' | 'empty';
  digest?: string;
  /** The sweep had landed before (a retry or a resumed run found it on chain): nothing was sent. */
  alreadyOnChain?: boolean;
}

/**
 * One wallet's sweep: a digest it sent before is asked first (landed: done, nothing sent); else its coins are read
 * now, the sweep dry-run, budgeted, signed with its key and sent once. `onDigest` hears the digest before sending, so a
 * resumed page knows what to ask for.
 */
export async function sweepSuiWallet(
  setup: SuiCollectionSetup,
  wallet: SuiSourceWallet,
  previousDigest: string | undefined,
  onDigest: (digest: string) => void,
): Promise<SuiSweepOutcome> {
  if (previousDigest) {
    const status = await readSuiTransactionStatus(previousDigest, setup.graphql);
    if (status === 'SUCCESS') return { state: 'done', digest: previousDigest, alreadyOnChain: true };
  }
  const holdings = await readSuiWalletHoldings(setup, wallet.address);
  if (!hasSomethingToSweep(setup, holdings)) return { state: 'empty' };
  const { bytes } = await pricedSweep(setup, wallet.address, holdings);
  onDigest(suiTransactionDigest(bytes));
  const result = await sendOnce(bytes, wallet.secret, setup.graphql);
  if (result.status !== 'SUCCESS') {
    throw Object.assign(new SuiCollectionRunError('failedOnChain', `sweep ${result.digest} failed`), {
      digest: result.digest,
    });
  }
  return { state: 'done', digest: result.digest };
}
