import { type Address, encodeAbiParameters, type Hex, zeroAddress } from 'viem';
import { TOKEN_CONSTRUCTOR_ABI } from './abi';
import { hasOwner, type TokenParts, type TokenVariant, tokenVariant } from './variants';

/** A token to publish, in base units: what the form gives once every field is valid. */
export interface TokenLaunch extends TokenParts {
  name: string;
  symbol: string;
  decimals: number;
  /** Base units, minted to `receiver` at creation. */
  initialSupply: bigint;
  receiver: Address;
  /** Base units; 0 unless capped. */
  cap: bigint;
  /** Who may mint and pause (the deploying wallet); ignored by a template with neither. */
  owner: Address;
  /** Ownership renounced at creation: the owner argument is 0, so mint and pause are closed from the start. */
  isRenounced: boolean;
}

/** Our service fee for this deployment: paid by the constructor to `receiver`, from the transaction's value. */
export interface PublishFee {
  receiver: Address;
  /** Native wei; 0: nothing is paid. */
  amount: bigint;
}

export interface TokenDeployment {
  variant: TokenVariant;
  /** The ABI-encoded constructor arguments (what the explorer's verification asks for, without 0x). */
  constructorArguments: Hex;
  /** Creation bytecode followed by the arguments: the transaction's data. */
  data: Hex;
  /** The transaction's value: the fee. */
  value: bigint;
}

/** The owner argument the constructor gets: 0 for a token with no owner part, or renounced at creation. */
export function ownerArgument(launch: TokenLaunch): Address {
  return hasOwner(launch) && !launch.isRenounced ? launch.owner : zeroAddress;
}

export function encodeConstructorArguments(launch: TokenLaunch, fee: PublishFee | undefined): Hex {
  const [tokenConstructor] = TOKEN_CONSTRUCTOR_ABI;
  return encodeAbiParameters(tokenConstructor.inputs, [
    launch.name,
    launch.symbol,
    launch.decimals,
    launch.initialSupply,
    launch.receiver,
    launch.isCapped ? launch.cap : 0n,
    ownerArgument(launch),
    fee && fee.amount > 0n ? fee.receiver : zeroAddress,
  ]);
}

/** The deployment transaction of a launch, given its template's bytecode (loadTokenBytecode). */
export function buildTokenDeployment(launch: TokenLaunch, bytecode: Hex, fee: PublishFee | undefined): TokenDeployment {
  const variant = tokenVariant(launch);
  const constructorArguments = encodeConstructorArguments(launch, fee);
  return {
    variant,
    constructorArguments,
    data: `${bytecode}${constructorArguments.slice(2)}`,
    value: fee?.amount ?? 0n,
  };
}
