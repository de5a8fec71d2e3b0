import {
  type Address,
  BaseError,
  erc20Abi,
  HttpRequestError,
  hexToString,
  type PublicClient,
  parseAbi,
  TimeoutError,
  trim,
} from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';

/** The reads only: a wagmi or viem public client both fit. */
export type ChainReader = Pick<PublicClient, 'getBalance' | 'getCode' | 'readContract'>;

export interface TokenState {
  symbol: string;
  decimals: number;
  balance: bigint;
  /** What Multisend may still pull from the owner. */
  allowance: bigint;
}

export interface AssetState {
  nativeBalance: bigint;
  /** Present for an ERC-20. */
  token?: TokenState;
}

export class NotATokenError extends Error {
  constructor(readonly token: Address) {
    super(`${token} is not an ERC-20 token on this chain`);
    this.name = 'NotATokenError';
  }
}

/** Old tokens (MKR, SAI) answer symbol() as bytes32. */
const BYTES32_SYMBOL_ABI = parseAbi(['function symbol() view returns (bytes32)']);

async function readSymbol(client: ChainReader, token: Address): Promise<string> {
  try {
    return await client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' });
  } catch {
    try {
      const raw = await client.readContract({ address: token, abi: BYTES32_SYMBOL_ABI, functionName: 'symbol' });
      return hexToString(trim(raw, { dir: 'right' }));
    } catch {
      return '';
    }
  }
}

/** What a token is, read without any wallet: its symbol and decimals (a contract without decimals() is no ERC-20). */
export interface TokenMeta {
  symbol: string;
  decimals: number;
}

export async function readTokenMeta(client: ChainReader, token: Address): Promise<TokenMeta> {
  const code = await client.getCode({ address: token });
  if (!code || code === '0x') throw new NotATokenError(token);
  let decimals: number;
  try {
    decimals = await client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
  } catch (error) {
    // A node that does not answer is no verdict on the token.
    if (isTransportFailure(error)) throw error;
    throw new NotATokenError(token);
  }
  return { symbol: await readSymbol(client, token), decimals };
}

/** The request never got a JSON-RPC answer (network, HTTP status, timeout): the RPC's trouble, not the contract's. */
function isTransportFailure(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
  );
}

/** What the owner holds: the native balance and, for a token, its balance and allowance to Multisend. */
export interface Holdings {
  nativeBalance: bigint;
  token?: { balance: bigint; allowance: bigint };
}

export async function readHoldings(client: ChainReader, owner: Address, token?: Address): Promise<Holdings> {
  const [nativeBalance, held] = await Promise.all([
    client.getBalance({ address: owner }),
    token
      ? Promise.all([
          client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
          client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, MULTISEND_ADDRESS],
          }),
        ])
      : Promise.resolve(undefined),
  ]);
  return held ? { nativeBalance, token: { balance: held[0], allowance: held[1] } } : { nativeBalance };
}

async function readToken(client: ChainReader, token: Address, owner: Address): Promise<TokenState> {
  const { symbol, decimals } = await readTokenMeta(client, token);
  const [balance, allowance] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, MULTISEND_ADDRESS],
    }),
  ]);
  return { symbol, decimals, balance, allowance };
}

/** The owner's native balance and, for a token, its symbol, decimals, balance and allowance to Multisend. */
export async function readAssetState(client: ChainReader, owner: Address, token?: Address): Promise<AssetState> {
  const [nativeBalance, tokenState] = await Promise.all([
    client.getBalance({ address: owner }),
    token ? readToken(client, token, owner) : Promise.resolve(undefined),
  ]);
  return tokenState ? { nativeBalance, token: tokenState } : { nativeBalance };
}
