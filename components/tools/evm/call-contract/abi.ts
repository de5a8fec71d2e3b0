import type { Abi, AbiFunction } from 'viem';
import { formatAbiItem } from 'viem/utils';

// The ABI a call is built from: the explorer's (verified contracts) or pasted JSON. Only write functions are offered:
// a view function changes nothing, so calling it from many wallets is pointless.

export type AbiTextResult = { ok: true; abi: Abi } | { ok: false; reason: 'json' | 'not-array' | 'no-functions' };

/** Pasted text: a JSON array of ABI items, or a compiler artifact ({abi: [...]}) as Hardhat and Foundry write it. */
export function parseAbiText(text: string): AbiTextResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null && Array.isArray((value as { abi?: unknown }).abi)
      ? (value as { abi: unknown[] }).abi
      : undefined;
  if (!list) return { ok: false, reason: 'not-array' };
  const abi = list.filter((item): item is Abi[number] => typeof item === 'object' && item !== null) as Abi;
  if (writeFunctions(abi).length === 0) return { ok: false, reason: 'no-functions' };
  return { ok: true, abi };
}

function isWellFormed(item: Abi[number]): item is AbiFunction {
  return item.type === 'function' && typeof item.name === 'string' && Array.isArray(item.inputs);
}

/** Functions that may change state (nonpayable or payable; old ABIs say `constant: false` instead). */
export function writeFunctions(abi: Abi): AbiFunction[] {
  return abi.filter(isWellFormed).filter((item) => {
    const legacy = item as AbiFunction & { constant?: boolean };
    if (item.stateMutability) return item.stateMutability === 'nonpayable' || item.stateMutability === 'payable';
    return legacy.constant !== true;
  });
}

/** `mint(address,uint256)`: tells overloads apart; what the picker's value and the job record. */
export function functionSignature(item: AbiFunction): string {
  return formatAbiItem(item);
}

/** `mint(address to,uint256 tokenId)`: what the picker shows. */
export function functionLabel(item: AbiFunction): string {
  return formatAbiItem(item, { includeName: true });
}

export function isPayable(item: AbiFunction): boolean {
  return item.stateMutability === 'payable' || (item as AbiFunction & { payable?: boolean }).payable === true;
}
