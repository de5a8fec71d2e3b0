import { type PublicKey, SystemProgram } from '@solana/web3.js';
import { memorableAddressFeeLamports, type SolanaServiceFee, serviceFeeInstructions } from './fees';
import { type PreparedTransaction, prepareTransaction } from './prepare';
import type { SolanaRpc } from './rpc';

/** A plain wallet's rent-exempt minimum is getMinimumBalanceForRentExemption(0) (890,880 lamports on mainnet). */
export class VanityFundingTooLowError extends Error {
  readonly code = 'VANITY_FUNDING_TOO_LOW';
  constructor(readonly minimum: bigint) {
    super(`A new address must receive at least ${minimum} lamports (rent-exempt minimum)`);
    this.name = 'VanityFundingTooLowError';
  }
}

export interface VanityActivationOptions {
  /** The connected wallet: fee payer, funder, and the only signer. */
  payer: PublicKey;
  /** The vanity address (its public key only: the key stays in the page). */
  vanity: PublicKey;
  /** What the wallet sends to the vanity address. */
  lamports: bigint;
  /** Receiver (and inviter) of the memorable-address fee; the amount is the fee reading's. */
  fee: Omit<SolanaServiceFee, 'lamports'>;
}

export interface PreparedVanityActivation extends PreparedTransaction {
  fee: bigint;
}

/** The lowest funding a vanity address can receive: the rent-exempt minimum of a 0-byte account. */
export async function vanityFundingMinimum(rpc: SolanaRpc): Promise<bigint> {
  return BigInt(await rpc.getMinimumBalanceForRentExemption(0));
}

/**
 * The activation transaction (chains/solana/fees.ts, memorable address): the wallet funds the vanity address, then
 * pays 0.1 SOL, both in one transaction, the fee after the work. Simulated first (prepare.ts). Refuses an amount
 * below the rent-exempt minimum before building anything (the network would refuse the transaction).
 */
export async function prepareVanityActivation(
  rpc: SolanaRpc,
  { payer, vanity, lamports, fee }: VanityActivationOptions,
): Promise<PreparedVanityActivation> {
  const minimum = await vanityFundingMinimum(rpc);
  if (lamports < minimum) throw new VanityFundingTooLowError(minimum);
  if (vanity.equals(payer)) throw new RangeError('The vanity address cannot fund itself');
  const feeLamports = memorableAddressFeeLamports();
  const instructions = [
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: vanity, lamports }),
    ...serviceFeeInstructions(payer, { ...fee, lamports: feeLamports }),
  ];
  const prepared = await prepareTransaction(rpc, { payer, instructions });
  return { ...prepared, fee: feeLamports };
}
