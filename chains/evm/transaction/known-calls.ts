import {
  type Abi,
  type AbiFunction,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  parseAbi,
  slice,
  toFunctionSelector,
} from 'viem';
import { MULTISEND_ABI } from '../multisend/abi';

/**
 * The calls a transaction lookup can name without an explorer: the token standards, our Multisend and the contracts
 * most transactions go to (wrapped native coins, Multicall3, Uniswap V2-style routers, Permit2). Several standards
 * share a selector (ERC-20 and ERC-721 `transferFrom`, `approve`): the call then names all of them.
 */
const KNOWN_ABIS: readonly { source: string; abi: Abi }[] = [
  { source: 'ERC-20', abi: erc20Abi },
  {
    source: 'ERC-721',
    abi: parseAbi([
      'function transferFrom(address from, address to, uint256 tokenId)',
      'function safeTransferFrom(address from, address to, uint256 tokenId)',
      'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
      'function approve(address to, uint256 tokenId)',
      'function setApprovalForAll(address operator, bool approved)',
    ]),
  },
  {
    source: 'ERC-1155',
    abi: parseAbi([
      'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
      'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
      'function setApprovalForAll(address operator, bool approved)',
    ]),
  },
  { source: 'Multisend', abi: MULTISEND_ABI },
  { source: 'WETH', abi: parseAbi(['function deposit() payable', 'function withdraw(uint256 amount)']) },
  {
    source: 'Multicall3',
    abi: parseAbi([
      'struct Call { address target; bytes callData; }',
      'struct Call3 { address target; bool allowFailure; bytes callData; }',
      'struct Call3Value { address target; bool allowFailure; uint256 value; bytes callData; }',
      'function aggregate(Call[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
      'function aggregate3(Call3[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
      'function aggregate3Value(Call3Value[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
    ]),
  },
  {
    source: 'Uniswap V2 Router',
    abi: parseAbi([
      'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
      'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
      'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
      'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable',
    ]),
  },
  {
    source: 'Permit2',
    abi: parseAbi(['function approve(address token, address spender, uint160 amount, uint48 expiration)']),
  },
];

interface KnownFunction {
  item: AbiFunction;
  sources: string[];
}

/** selector → the function and every standard that has it. */
const BY_SELECTOR: ReadonlyMap<Hex, KnownFunction> = (() => {
  const map = new Map<Hex, KnownFunction>();
  for (const { source, abi } of KNOWN_ABIS) {
    for (const item of abi) {
      if (item.type !== 'function') continue;
      const selector = toFunctionSelector(item);
      const known = map.get(selector);
      if (!known) map.set(selector, { item, sources: [source] });
      else if (!known.sources.includes(source)) known.sources.push(source);
    }
  }
  return map;
})();

export interface DecodedArgument {
  name: string;
  type: string;
  /** Numbers in decimal, addresses as they are, arrays and structs as JSON with numbers as strings. */
  value: string;
}

/** What the transaction's input says: a plain transfer, a deployment, a known call, or an unknown selector. */
export type DecodedCall =
  | { kind: 'transfer' }
  | { kind: 'deployment' }
  | { kind: 'call'; functionName: string; signature: string; sources: string[]; args: DecodedArgument[] }
  | { kind: 'unknown'; selector: Hex };

function show(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  return JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

function signatureOf(item: AbiFunction): string {
  return `${item.name}(${item.inputs.map((input) => `${input.type}${input.name ? ` ${input.name}` : ''}`).join(', ')})`;
}

export function decodeCall(to: Hex | null, input: Hex): DecodedCall {
  if (to === null) return { kind: 'deployment' };
  if (input === '0x' || input.length < 10) return { kind: 'transfer' };
  const selector = slice(input, 0, 4);
  const known = BY_SELECTOR.get(selector);
  if (!known) return { kind: 'unknown', selector };
  try {
    const { args } = decodeFunctionData({ abi: [known.item], data: input });
    const values = (args ?? []) as readonly unknown[];
    return {
      kind: 'call',
      functionName: known.item.name,
      signature: signatureOf(known.item),
      sources: known.sources,
      args: known.item.inputs.map((input, index) => ({
        name: input.name ?? `arg${index}`,
        type: input.type,
        value: show(values[index]),
      })),
    };
  } catch {
    // The selector matches but the arguments do not decode: another function that happens to share it.
    return { kind: 'unknown', selector };
  }
}
