import { type Address, type Hex, keccak256, type PublicClient, type SignedAuthorization, zeroAddress } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';

/**
 * EIP-7702 gas: 21,000 for the transaction and 25,000 per authorization (PER_EMPTY_ACCOUNT_COST; 12,500 of it is
 * refunded when the authority already exists). Our set-code transactions call nothing, so this is their whole cost
 * on Ethereum's rules; chains that charge more (L1 data) are asked with eth_estimateGas first.
 */
export const SET_CODE_BASE_GAS = 21_000n;
export const GAS_PER_AUTHORIZATION = 25_000n;

export function setCodeGas(authorizations: number): bigint {
  return SET_CODE_BASE_GAS + GAS_PER_AUTHORIZATION * BigInt(authorizations);
}

/** EIP-1559 fields of a set-code transaction (type 4 has no legacy form: a legacy chain's gas price fills both). */
export interface SetCodeFees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

export interface SetCodeInput {
  client: PublicClient;
  chainId: number;
  /** Pays the gas and signs the transaction: one of the authorities (self-executed) or a sponsor. */
  sender: PrivateKeyAccount;
  /** The sender's nonce for this transaction (read from the chain when not given). */
  senderNonce?: number;
  /** The accounts whose code is set; each signs its authorization in the page. */
  authorities: readonly PrivateKeyAccount[];
  /** The contract to delegate to; the zero address revokes (clears the code). */
  target: Address;
  fees: SetCodeFees;
}

export interface SignedSetCode {
  hash: Hex;
  serializedTransaction: Hex;
  nonce: number;
  gas: bigint;
  authorizationList: SignedAuthorization[];
}

/**
 * Signs the authorizations and the type-4 transaction that carries them, all in the page with the local accounts.
 * An authority's authorization must carry its nonce at the time it is applied: the authority's current nonce, plus
 * one when it also sends the transaction (the transaction's own nonce is used up first). The transaction goes to the
 * zero address with no value and no data, so no delegate code runs: only the code changes.
 */
export async function signSetCode(input: SetCodeInput): Promise<SignedSetCode> {
  const { client, chainId, sender, authorities, target, fees } = input;
  const senderId = sender.address.toLowerCase();
  const nonce =
    input.senderNonce ?? (await client.getTransactionCount({ address: sender.address, blockTag: 'pending' }));
  const authorizationList = await Promise.all(
    authorities.map(async (authority) => {
      const isSender = authority.address.toLowerCase() === senderId;
      const authorityNonce = isSender
        ? nonce + 1
        : await client.getTransactionCount({ address: authority.address, blockTag: 'pending' });
      return authority.signAuthorization({ chainId, address: target, nonce: authorityNonce });
    }),
  );
  const gas = await setCodeGasLimit(client, sender.address, authorizationList);
  const serializedTransaction = await sender.signTransaction({
    type: 'eip7702',
    chainId,
    nonce,
    to: zeroAddress,
    value: 0n,
    gas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    authorizationList,
  });
  return { hash: keccak256(serializedTransaction), serializedTransaction, nonce, gas, authorizationList };
}

/** The node's estimate where it answers (some chains charge L1 data in gas), never below the 7702 formula. */
async function setCodeGasLimit(
  client: PublicClient,
  sender: Address,
  authorizationList: readonly SignedAuthorization[],
): Promise<bigint> {
  const floor = setCodeGas(authorizationList.length);
  try {
    const estimate = await client.estimateGas({ account: sender, to: zeroAddress, value: 0n, authorizationList });
    // A tenth more: the refund for existing accounts makes estimates tight.
    const padded = (estimate * 11n) / 10n;
    return padded > floor ? padded : floor;
  } catch {
    return floor;
  }
}
