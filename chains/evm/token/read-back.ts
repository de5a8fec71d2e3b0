import type { Address, PublicClient } from 'viem';
import { TOKEN_ABI } from './abi';
import { ownerArgument, type TokenLaunch } from './deploy';
import { hasOwner, type TokenParts } from './variants';

/** A token as the chain tells it: the ERC-20 fields, and those of the parts it has. */
export interface TokenState {
  name: string;
  symbol: string;
  decimals: number;
  totalSupply: bigint;
  /** Balance of the launch's receiver (or of the address asked for). */
  holderBalance: bigint;
  /** Only for a token with an owner part; 0 once renounced. */
  owner?: Address;
  cap?: bigint;
  paused?: boolean;
}

type Reader = Pick<PublicClient, 'readContract'>;

/** Reads a Chainkit token's fields straight from the chain (one call each, so any RPC answers them). */
export async function readTokenState(
  client: Reader,
  token: Address,
  parts: TokenParts,
  holder: Address,
): Promise<TokenState> {
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address: token, abi: TOKEN_ABI, functionName, args } as never) as Promise<T>;
  const [name, symbol, decimals, totalSupply, holderBalance, owner, cap, paused] = await Promise.all([
    read<string>('name'),
    read<string>('symbol'),
    read<number>('decimals'),
    read<bigint>('totalSupply'),
    read<bigint>('balanceOf', [holder]),
    hasOwner(parts) ? read<Address>('owner') : undefined,
    parts.isCapped ? read<bigint>('cap') : undefined,
    parts.isPausable ? read<boolean>('paused') : undefined,
  ]);
  return {
    name,
    symbol,
    decimals: Number(decimals),
    totalSupply,
    holderBalance,
    ...(owner !== undefined && { owner }),
    ...(cap !== undefined && { cap }),
    ...(paused !== undefined && { paused }),
  };
}

export type CheckedField =
  | 'name'
  | 'symbol'
  | 'decimals'
  | 'totalSupply'
  | 'holderBalance'
  | 'owner'
  | 'cap'
  | 'paused';

export interface FieldCheck {
  field: CheckedField;
  expected: string;
  actual: string;
  isMatch: boolean;
}

/** Each field the launch set, beside what the chain answers: the deployment is what was asked only if all match. */
export function checkLaunch(launch: TokenLaunch, state: TokenState): FieldCheck[] {
  const rows: [CheckedField, unknown, unknown][] = [
    ['name', launch.name, state.name],
    ['symbol', launch.symbol, state.symbol],
    ['decimals', launch.decimals, state.decimals],
    ['totalSupply', launch.initialSupply, state.totalSupply],
    ['holderBalance', launch.initialSupply, state.holderBalance],
  ];
  if (hasOwner(launch)) rows.push(['owner', ownerArgument(launch).toLowerCase(), state.owner?.toLowerCase()]);
  if (launch.isCapped) rows.push(['cap', launch.cap, state.cap]);
  if (launch.isPausable) rows.push(['paused', false, state.paused]);
  return rows.map(([field, expected, actual]) => ({
    field,
    expected: String(expected),
    actual: String(actual),
    isMatch: String(expected) === String(actual),
  }));
}
