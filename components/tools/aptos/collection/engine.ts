import { AccountAuthenticatorEd25519, type Ed25519PublicKey } from '@aptos-labs/ts-sdk';
import type { AptosAddress } from '@/chains/aptos/address';
import {
  AptosApiError,
  type AptosEndpoint,
  aptosView,
  readAptosAccount,
  readAptosGasPrice,
  readAptosTransaction,
  simulateAptosTransaction,
  submitAptosTransaction,
} from '@/chains/aptos/api';
import { readAptosBalances } from '@/chains/aptos/balances';
import {
  type AptosSendAsset,
  aptosBatchSendPayload,
  aptosMaxEntriesBySize,
  aptosMaxGasFor,
  aptosRawTransaction,
  aptosSignedBytes,
  aptosSigningMessage,
  aptosSimulationBytes,
  aptosSponsoredSimulationBytes,
  aptosTransactionHashOf,
} from '@/chains/aptos/batch-send';
import { APTOS_COIN_TYPE } from '@/chains/aptos/chain';
import {
  type AptosSweepToken,
  aptosSweepAptPayload,
  aptosSweepTokenPayload,
  planAptosSweep,
} from '@/chains/aptos/collection';
import { aptosBatchCollectionFeeOctas } from '@/chains/aptos/fees';
import { aptosAddressFromPrivateKey, aptosPrivateKeyOf } from '@/chains/aptos/keys';
import { APTOS_MAX_GAS_UNITS } from '@/chains/aptos/limits';
import type { AptosSourceWallet } from './key-lines';

/**
 * The collection's steps over Aptos's REST API and indexer (chains/aptos/api.ts, balances.ts), each wallet's sweep
 * planned by chains/aptos/collection.ts: read the wallets' APT and tokens, simulate each of a wallet's transactions
 * (one a token, then its APT with our fee last) for the gas it uses, so "all" leaves exactly that gas; then sign each
 * with the wallet's own key (in this page) and submit it once. Hashes are known before sending: a lost answer, a retry
 * or a resumed run asks the chain for them first, and a sweep whose APT transaction landed is never sent again.
 */

export class AptosCollectionRunError extends Error {
  constructor(
    readonly code:
      | 'noAccount'
      | 'needsTopUp'
      | 'simulationFailed'
      | 'failedOnChain'
      | 'notLanded'
      | 'funderShort'
      | 'funderNoAccount'
      | 'needsFunder',
    message: string,
  ) {
    super(message);
    this.name = 'AptosCollectionRunError';
  }
}

export interface AptosCollectedToken {
  /** The coin type or FA metadata address (the page's and CSV's name). */
  key: string;
  asset: Exclude<AptosSendAsset, { kind: 'apt' }>;
  symbol: string;
  decimals: number;
}

export interface AptosCollectionSetup {
  endpoint: AptosEndpoint;
  destination: AptosAddress;
  feeReceiver: AptosAddress;
  tokens: readonly AptosCollectedToken[];
  /** How long a signed transaction may wait (its expiration) and how often its outcome is asked. */
  expirySeconds?: number;
  pollMs?: number;
  timeoutMs?: number;
}

export type AptosWalletState = 'ready' | 'topUp' | 'empty' | 'dust' | 'noAccount' | 'refused';

export interface AptosWalletPlan {
  line: number;
  address: AptosAddress;
  apt: bigint;
  /** Base units of each token of the setup, in its order. */
  tokenAmounts: bigint[];
  state: AptosWalletState;
  /** Transactions the sweep sends (ready wallets). */
  transactions: number;
  /** APT the destination gets (ready wallets). */
  aptSent: bigint;
  /** Every transaction's simulated gas × price: what the wallet keeps. */
  gasReserve: bigint;
  fee: bigint;
  /** APT a topUp wallet lacks for its fee and gas. */
  shortfall: bigint;
  /** Why the simulation refused a wallet's sweep (the node's vm_status). */
  reason?: string;
}

export interface AptosWalletHoldings {
  apt: bigint;
  tokens: bigint[];
}

/** The wallets' APT and tokens from the indexer: one request per 50 wallets and asset. */
export async function readAptosHoldings(
  setup: AptosCollectionSetup,
  owners: readonly AptosAddress[],
): Promise<Map<string, AptosWalletHoldings>> {
  const read = async (asset: string) =>
    (await readAptosBalances({ endpoint: setup.endpoint, owners, asset })).balances.map((entry) => {
      if (entry.balance === null) throw new Error(`${entry.owner}: ${entry.error}`);
      return entry.balance;
    });
  const apt = await read(APTOS_COIN_TYPE);
  const tokens: bigint[][] = [];
  for (const token of setup.tokens) tokens.push(await read(token.key));
  return new Map(owners.map((owner, index) => [owner, { apt: apt[index], tokens: tokens.map((t) => t[index]) }]));
}

/**
 * One wallet's holdings as its node has them now (view functions, one request an asset): what a sweep moves is read
 * here, not from the indexer, which may lag a transfer that just landed. `0x1::coin::balance<T>` counts a coin and
 * the fungible asset it migrated to (APT included); an FA is its primary store's balance.
 */
export async function readAptosHoldingsNow(
  setup: AptosCollectionSetup,
  owner: AptosAddress,
): Promise<AptosWalletHoldings> {
  const api = { endpoint: setup.endpoint };
  const amountOf = async (payload: Parameters<typeof aptosView>[0]) => {
    const [value] = await aptosView(payload, api);
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
      throw new AptosApiError(`${payload.function} answered no amount for ${owner}`);
    }
    return BigInt(value);
  };
  const coin = (coinType: string) =>
    amountOf({ function: '0x1::coin::balance', type_arguments: [coinType], arguments: [owner] });
  const apt = await coin(APTOS_COIN_TYPE);
  const tokens: bigint[] = [];
  for (const token of setup.tokens) {
    tokens.push(
      token.asset.kind === 'coin'
        ? await coin(token.asset.coinType)
        : await amountOf({
            function: '0x1::primary_fungible_store::balance',
            type_arguments: ['0x1::fungible_asset::Metadata'],
            arguments: [owner, token.asset.metadata],
          }),
    );
  }
  return { apt, tokens };
}

interface PricedSweep {
  plan: ReturnType<typeof planAptosSweep>;
  tokens: AptosSweepToken[];
  gasUnitPrice: bigint;
  sequenceNumber: bigint;
}

/**
 * A simulation refused for the gas alone: the node's prologue, the max gas it capped at what the sender can pay, or
 * gas the sender can no longer pay after its transfers.
 */
const isFeeRefusal = (vmStatus: string | undefined) =>
  /INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE|ECANT_PAY_GAS_DEPOSIT|out of gas/i.test(vmStatus ?? '');

/** Each transaction of the sweep simulated (zero signature, the current sequence number) for the gas it uses. */
async function priceSweep(
  setup: AptosCollectionSetup,
  wallet: { address: AptosAddress; publicKey: Ed25519PublicKey },
  holdings: AptosWalletHoldings,
  funderSecret?: string,
): Promise<PricedSweep> {
  const api = { endpoint: setup.endpoint };
  const account = await readAptosAccount(wallet.address, api);
  if (!account) throw new AptosCollectionRunError('noAccount', `${wallet.address} has no account on Aptos`);
  const { gasEstimate } = await readAptosGasPrice(api);
  const tokens = setup.tokens.flatMap((token, index) =>
    holdings.tokens[index] > 0n ? [{ asset: token.asset, amount: holdings.tokens[index] }] : [],
  );
  const fee = aptosBatchCollectionFeeOctas();
  const payloads = [
    ...tokens.map((token) => aptosSweepTokenPayload(token, setup.destination)),
    // The APT sweep's gas does not depend on its amount (a u64 either way): probed with 1 octa.
    aptosSweepAptPayload(setup.destination, setup.feeReceiver, 1n, fee),
  ];
  const expirationSeconds = BigInt(Math.floor(Date.now() / 1000) + (setup.expirySeconds ?? 300));
  const gasUsed: bigint[] = [];
  let isEstimate = false;
  for (const [index, payload] of payloads.entries()) {
    const probe = aptosRawTransaction(payload, {
      sender: wallet.address,
      sequenceNumber: account.sequenceNumber,
      maxGasAmount: APTOS_MAX_GAS_UNITS,
      gasUnitPrice: gasEstimate,
      expirationSeconds,
    });
    let simulated: Awaited<ReturnType<typeof simulateAptosTransaction>>;
    if (index === payloads.length - 1 && holdings.apt <= fee) {
      // The APT sweep moves our fee (and 1 octa in the probe) which the wallet does not hold yet, so it would abort:
      // priced as the funding wallet sending the same transfers (to the same two recipients), for a top-up.
      if (!funderSecret) throw new AptosCollectionRunError('needsFunder', `${wallet.address} needs a top-up`);
      isEstimate = true;
      const funderKey = aptosPrivateKeyOf(funderSecret);
      const funder = aptosAddressFromPrivateKey(funderSecret);
      const funderAccount = await readAptosAccount(funder, api);
      if (!funderAccount) throw new AptosCollectionRunError('funderNoAccount', `${funder} has no account on Aptos`);
      const funderProbe = aptosRawTransaction(payload, {
        sender: funder,
        sequenceNumber: funderAccount.sequenceNumber,
        maxGasAmount: APTOS_MAX_GAS_UNITS,
        gasUnitPrice: gasEstimate,
        expirationSeconds,
      });
      simulated = await simulateAptosTransaction(aptosSimulationBytes(funderProbe, funderKey.publicKey()), api);
    } else {
      simulated = await simulateAptosTransaction(aptosSimulationBytes(probe, wallet.publicKey), api);
      if (simulated.success !== true && isFeeRefusal(simulated.vm_status)) {
        // Too little APT to pay the gas (the node's prologue refuses the fee): priced as sponsored by 0x0, which the
        // node lets skip the fee, for a top-up.
        isEstimate = true;
        simulated = await simulateAptosTransaction(aptosSponsoredSimulationBytes(probe, wallet.publicKey), api);
      }
    }
    if (simulated.success !== true) {
      throw new AptosCollectionRunError('simulationFailed', simulated.vm_status ?? 'the simulation failed');
    }
    gasUsed.push(BigInt(simulated.gas_used ?? '0'));
  }
  const input = {
    destination: setup.destination,
    feeReceiver: setup.feeReceiver,
    aptBalance: holdings.apt,
    tokens,
    gasUnitPrice: gasEstimate,
  };
  const exact = isEstimate ? undefined : planAptosSweep({ ...input, gasUsed });
  // A wallet short of APT is topped up for its fee and its gas padded by half, as the batch send pads max gas (a
  // sponsored simulation's gas is near the wallet's own, not equal): its sweep after the top-up simulates again and
  // sends what is left to the destination.
  const plan = exact?.ok ? exact : planAptosSweep({ ...input, gasUsed: gasUsed.map(aptosMaxGasFor) });
  return { plan, tokens, gasUnitPrice: gasEstimate, sequenceNumber: account.sequenceNumber };
}

const publicKeyOf = (secret: string) => aptosPrivateKeyOf(secret).publicKey();

/** One wallet as the chain has it now: what it would sweep, the gas it keeps, or what it lacks. */
export async function planAptosWallet(
  setup: AptosCollectionSetup,
  wallet: AptosSourceWallet,
  holdings: AptosWalletHoldings,
  funderSecret?: string,
): Promise<AptosWalletPlan> {
  const base = {
    line: wallet.line,
    address: wallet.address,
    apt: holdings.apt,
    tokenAmounts: holdings.tokens,
    transactions: 0,
    aptSent: 0n,
    gasReserve: 0n,
    fee: 0n,
    shortfall: 0n,
  };
  const holdsTokens = holdings.tokens.some((amount) => amount > 0n);
  if (!holdsTokens && holdings.apt === 0n) return { ...base, state: 'empty' };
  // APT alone that cannot even pay our fee is dust without asking the node (whose simulation would abort the transfer).
  if (!holdsTokens && holdings.apt <= aptosBatchCollectionFeeOctas()) return { ...base, state: 'dust' };
  try {
    const { plan } = await priceSweep(
      setup,
      { address: wallet.address, publicKey: publicKeyOf(wallet.secret) },
      holdings,
      funderSecret,
    );
    if (!plan.ok) {
      // APT alone that cannot pay its own sweep is dust: topping it up would cost more than it brings.
      if (!holdsTokens) return { ...base, state: 'dust', shortfall: plan.shortfall };
      return {
        ...base,
        state: 'topUp',
        shortfall: plan.shortfall,
        transactions: holdings.tokens.filter((amount) => amount > 0n).length + 1,
        fee: aptosBatchCollectionFeeOctas(),
      };
    }
    return {
      ...base,
      state: 'ready',
      transactions: plan.transactions.length,
      aptSent: plan.aptSent,
      gasReserve: plan.gasReserve,
      fee: plan.fee,
    };
  } catch (error) {
    if (error instanceof AptosCollectionRunError && error.code === 'noAccount') return { ...base, state: 'noAccount' };
    // Short of APT, and its APT sweep can be priced only with a funding wallet: a top-up of unknown size (0).
    if (error instanceof AptosCollectionRunError && error.code === 'needsFunder') {
      return {
        ...base,
        state: 'topUp',
        transactions: holdings.tokens.filter((amount) => amount > 0n).length + 1,
        fee: aptosBatchCollectionFeeOctas(),
      };
    }
    // One wallet the node refuses to run is named on its row; the others are still collected.
    if (error instanceof AptosCollectionRunError && error.code === 'simulationFailed') {
      return { ...base, state: 'refused', reason: error.message };
    }
    throw error;
  }
}

export interface AptosSweepOutcome {
  state: 'done' | 'empty';
  /** The sweep's transactions, the APT one last. */
  hashes: string[];
  /** The sweep had landed before (a retry or a resumed run found it on chain): nothing was sent. */
  alreadyOnChain?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the chain knows the transaction: true when it succeeded; throws when it never lands in time. */
async function landed(setup: AptosCollectionSetup, hash: string): Promise<boolean> {
  const deadline = Date.now() + (setup.timeoutMs ?? 60_000);
  for (;;) {
    const answer = await readAptosTransaction(hash, { endpoint: setup.endpoint });
    if (answer && answer.type !== 'pending_transaction') return answer.success === true;
    if (Date.now() >= deadline) throw new AptosCollectionRunError('notLanded', `${hash} is not known to the chain`);
    await sleep(setup.pollMs ?? 2_000);
  }
}

/**
 * One wallet's sweep: the APT transaction it sent before is asked first (landed: done, nothing sent); else its
 * holdings are read from its node now (a token moved by an earlier attempt is no longer there), each transaction simulated, signed
 * with its key and submitted once, in sequence. `onHashes` hears the hashes before anything is sent.
 */
export async function sweepAptosWallet(
  setup: AptosCollectionSetup,
  wallet: AptosSourceWallet,
  previousHash: string | undefined,
  onHashes: (hashes: string[]) => void,
): Promise<AptosSweepOutcome> {
  const api = { endpoint: setup.endpoint };
  if (previousHash) {
    const answer = await readAptosTransaction(previousHash, api);
    const succeeded =
      answer?.type === 'pending_transaction' ? await landed(setup, previousHash) : answer?.success === true;
    if (succeeded) return { state: 'done', hashes: [previousHash], alreadyOnChain: true };
  }
  const holdings = await readAptosHoldingsNow(setup, wallet.address);
  if (holdings.apt === 0n && !holdings.tokens.some((amount) => amount > 0n)) return { state: 'empty', hashes: [] };
  const key = aptosPrivateKeyOf(wallet.secret);
  const priced = await priceSweep(setup, { address: wallet.address, publicKey: key.publicKey() }, holdings);
  if (!priced.plan.ok) {
    throw new AptosCollectionRunError('needsTopUp', `${wallet.address} lacks ${priced.plan.shortfall} octas`);
  }
  const expirationSeconds = BigInt(Math.floor(Date.now() / 1000) + (setup.expirySeconds ?? 300));
  const signed = priced.plan.transactions.map((transaction, index) => {
    const raw = aptosRawTransaction(transaction.payload, {
      sender: wallet.address,
      sequenceNumber: priced.sequenceNumber + BigInt(index),
      maxGasAmount: transaction.maxGasAmount,
      gasUnitPrice: priced.gasUnitPrice,
      expirationSeconds,
    });
    const authenticator = new AccountAuthenticatorEd25519(key.publicKey(), key.sign(aptosSigningMessage(raw)));
    return aptosSignedBytes(raw, authenticator);
  });
  const hashes = signed.map((bytes) => aptosTransactionHashOf(bytes));
  onHashes(hashes);
  for (const bytes of signed) {
    try {
      await submitAptosTransaction(bytes, api);
    } catch (error) {
      // Refused (4xx): not submitted, nor anything after it. Anything else may hide a submission: the chain decides.
      if (error instanceof AptosApiError && error.status !== undefined && error.status < 500) {
        throw Object.assign(error, { hashes });
      }
    }
  }
  for (const hash of hashes) {
    if (!(await landed(setup, hash))) {
      throw Object.assign(new AptosCollectionRunError('failedOnChain', `${hash} failed`), { hashes });
    }
  }
  return { state: 'done', hashes };
}

export interface AptosTopUp {
  address: AptosAddress;
  amount: bigint;
}

/**
 * The funding key's APT to the wallets that lack it for their sweep, in `0x1::aptos_account::batch_transfer`
 * transactions of at most a transaction's size (no fee of ours: the top-up is part of the collection, whose fee each
 * swept wallet pays), each simulated for its gas, signed in this page and submitted once, then awaited. Throws
 * AptosCollectionRunError `funderShort` before sending anything when the funder cannot pay the top-ups and their gas.
 */
export async function topUpAptosWallets(
  setup: AptosCollectionSetup,
  funderSecret: string,
  topUps: readonly AptosTopUp[],
): Promise<{ hashes: string[]; rowHashes: string[] }> {
  const api = { endpoint: setup.endpoint };
  const key = aptosPrivateKeyOf(funderSecret);
  const funder = aptosAddressFromPrivateKey(funderSecret);
  const account = await readAptosAccount(funder, api);
  if (!account) throw new AptosCollectionRunError('funderNoAccount', `${funder} has no account on Aptos`);
  const { gasEstimate } = await readAptosGasPrice(api);
  const [held] = await aptosView(
    { function: '0x1::coin::balance', type_arguments: [APTOS_COIN_TYPE], arguments: [funder] },
    api,
  );
  let available = typeof held === 'string' && /^\d+$/.test(held) ? BigInt(held) : 0n;
  const perTransaction = aptosMaxEntriesBySize({ kind: 'apt' });
  const expirationSeconds = BigInt(Math.floor(Date.now() / 1000) + (setup.expirySeconds ?? 300));
  const signed: Uint8Array[] = [];
  for (let start = 0, index = 0; start < topUps.length; start += perTransaction, index += 1) {
    const rows = topUps.slice(start, start + perTransaction).map((row) => ({ to: row.address, amount: row.amount }));
    const payload = aptosBatchSendPayload({ kind: 'apt' }, rows);
    const params = {
      sender: funder,
      sequenceNumber: account.sequenceNumber + BigInt(index),
      gasUnitPrice: gasEstimate,
      expirationSeconds,
    };
    const probe = aptosRawTransaction(payload, { ...params, maxGasAmount: APTOS_MAX_GAS_UNITS });
    const simulated = await simulateAptosTransaction(aptosSimulationBytes(probe, key.publicKey()), api);
    const total = rows.reduce((sum, row) => sum + row.amount, 0n);
    if (simulated.success !== true) {
      if (isFeeRefusal(simulated.vm_status) || /INSUFFICIENT_BALANCE/.test(simulated.vm_status ?? '')) {
        throw new AptosCollectionRunError('funderShort', `${funder} cannot pay ${total} octas of top-ups and gas`);
      }
      throw new AptosCollectionRunError('simulationFailed', simulated.vm_status ?? 'the simulation failed');
    }
    const maxGasAmount = aptosMaxGasFor(BigInt(simulated.gas_used ?? '0'));
    if (available < total + maxGasAmount * gasEstimate) {
      throw new AptosCollectionRunError('funderShort', `${funder} holds ${available} octas, needs ${total} and gas`);
    }
    available -= total + maxGasAmount * gasEstimate;
    const raw = aptosRawTransaction(payload, { ...params, maxGasAmount });
    const authenticator = new AccountAuthenticatorEd25519(key.publicKey(), key.sign(aptosSigningMessage(raw)));
    signed.push(aptosSignedBytes(raw, authenticator));
  }
  const hashes = signed.map((bytes) => aptosTransactionHashOf(bytes));
  for (const bytes of signed) {
    try {
      await submitAptosTransaction(bytes, api);
    } catch (error) {
      // Refused (4xx): not submitted. Anything else may hide a submission: the chain decides, by hash.
      if (error instanceof AptosApiError && error.status !== undefined && error.status < 500) throw error;
    }
  }
  for (const hash of hashes) {
    if (!(await landed(setup, hash))) throw new AptosCollectionRunError('failedOnChain', `${hash} failed`);
  }
  return { hashes, rowHashes: topUps.map((_, index) => hashes[Math.floor(index / perTransaction)]) };
}
