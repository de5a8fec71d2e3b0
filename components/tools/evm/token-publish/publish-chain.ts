import type { Address, Hash, Hex, PublicClient } from 'viem';
import { loadTokenBytecode } from '@/chains/evm/token/artifacts';
import {
  buildTokenDeployment,
  type PublishFee,
  type TokenDeployment,
  type TokenLaunch,
} from '@/chains/evm/token/deploy';
import { checkLaunch, type FieldCheck, readTokenState, type TokenState } from '@/chains/evm/token/read-back';
import type { LaunchDraft } from './publish-form';

/**
 * Before a wallet there is no sender to simulate from: the deployment is estimated without the fee (no value, no fee
 * receiver) and this allowance is added for the constructor's fee payment — a CALL with value (9,000) to a cold
 * account (2,600) that may not exist yet (25,000). With the wallet on the chain, the real transaction is estimated.
 */
export const FEE_PAYMENT_GAS_ALLOWANCE = 36_600n;

/** Stands in for the owner and receiver before the wallet is known: any non-zero address costs the same gas. */
const PLACEHOLDER_ADDRESS: Address = '0x000000000000000000000000000000000000dEaD';

export interface PublishCost {
  gas: bigint;
  gasPrice: bigint;
  /** gas × gas price. */
  networkFee: bigint;
  /** Our fee, the transaction's value (0 when none is due). */
  serviceFee: bigint;
  /** True when estimated from the connected wallet (the transaction itself simulated). */
  isSimulated: boolean;
}

export async function prepareDeployment(launch: TokenLaunch, fee: PublishFee | undefined): Promise<TokenDeployment> {
  return buildTokenDeployment(launch, await loadTokenBytecode(buildTokenDeployment(launch, '0x', fee).variant), fee);
}

type CostReader = Pick<PublicClient, 'estimateGas' | 'getGasPrice'>;

/** What publishing will cost: gas estimate × gas price, and the service fee, before anything is signed. */
export async function estimatePublish(
  client: CostReader,
  draft: LaunchDraft,
  fee: PublishFee | undefined,
  from: Address | undefined,
): Promise<PublishCost> {
  const wallet = from ?? PLACEHOLDER_ADDRESS;
  const launch: TokenLaunch = { ...draft, owner: wallet, receiver: draft.receiver ?? wallet };
  const [deployment, gasPrice] = await Promise.all([
    prepareDeployment(launch, from ? fee : undefined),
    client.getGasPrice(),
  ]);
  const gas = from
    ? await client.estimateGas({ account: from, data: deployment.data, value: deployment.value })
    : (await client.estimateGas({ data: deployment.data, value: 0n })) + (fee ? FEE_PAYMENT_GAS_ALLOWANCE : 0n);
  return {
    gas,
    gasPrice,
    networkFee: gas * gasPrice,
    serviceFee: fee?.amount ?? 0n,
    isSimulated: from !== undefined,
  };
}

/** A published token as the page keeps it (localStorage): enough to show, manage and verify it after a reload. */
export interface PublishedToken {
  chainId: number;
  address: Address;
  transactionHash: Hash;
  variant: TokenDeployment['variant'];
  constructorArguments: Hex;
  name: string;
  symbol: string;
  decimals: number;
  /** Base units as decimal text (JSON has no bigint). */
  initialSupply: string;
  cap: string;
  receiver: Address;
  owner: Address;
  isMintable: boolean;
  isCapped: boolean;
  isBurnable: boolean;
  isPausable: boolean;
  isRenounced: boolean;
  publishedAt: number;
}

export function launchOf(token: PublishedToken): TokenLaunch {
  return {
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    initialSupply: BigInt(token.initialSupply),
    cap: BigInt(token.cap),
    receiver: token.receiver,
    owner: token.owner,
    isMintable: token.isMintable,
    isCapped: token.isCapped,
    isBurnable: token.isBurnable,
    isPausable: token.isPausable,
    isRenounced: token.isRenounced,
  };
}

export function publishedRecord(
  chainId: number,
  launch: TokenLaunch,
  deployment: TokenDeployment,
  address: Address,
  transactionHash: Hash,
): PublishedToken {
  return {
    chainId,
    address,
    transactionHash,
    variant: deployment.variant,
    constructorArguments: deployment.constructorArguments,
    name: launch.name,
    symbol: launch.symbol,
    decimals: launch.decimals,
    initialSupply: launch.initialSupply.toString(),
    cap: launch.cap.toString(),
    receiver: launch.receiver,
    owner: launch.owner,
    isMintable: launch.isMintable,
    isCapped: launch.isCapped,
    isBurnable: launch.isBurnable,
    isPausable: launch.isPausable,
    isRenounced: launch.isRenounced,
    publishedAt: Date.now(),
  };
}

export interface ReadBack {
  state: TokenState;
  checks: FieldCheck[];
  isVerified: boolean;
}

/** The deployed token read back from the chain, each field beside what was asked. */
export async function readBack(client: Pick<PublicClient, 'readContract'>, token: PublishedToken): Promise<ReadBack> {
  const launch = launchOf(token);
  const state = await readTokenState(client, token.address, launch, launch.receiver);
  const checks = checkLaunch(launch, state);
  return { state, checks, isVerified: checks.every((check) => check.isMatch) };
}
