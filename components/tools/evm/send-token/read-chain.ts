import { type Address, erc20Abi, hexToString, type PublicClient, parseAbi, trim } from 'viem';
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

async function readToken(client: ChainReader, token: Address, owner: Address): Promise<TokenState> {
  const code = await client.getCode({ address: token });
  if (!code || code === '0x') throw new NotATokenError(token);
  let decimals: number;
  try {
    decimals = await client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
  } catch {
    throw new NotATokenError(token);
  }
  const [symbol, balance, allowance] = await Promise.all([
    readSymbol(client, token),
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
