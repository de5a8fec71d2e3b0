import { type Cell, Dictionary } from '@ton/core';
import { sha256_sync } from '@ton/crypto';

/**
 * TEP-64 jetton content as get_jetton_data answers it: on-chain (0x00 + a dictionary keyed by sha256 of the field
 * name, values snake-encoded text) or off-chain (0x01 + a URI to a JSON file). Only on-chain fields are read here; an
 * off-chain URI is returned for the caller to fetch (through our proxy). TEP-64: decimals default to 9.
 */

export const DEFAULT_JETTON_DECIMALS = 9;

export interface JettonContent {
  kind: 'onchain' | 'offchain' | 'unknown';
  symbol?: string;
  name?: string;
  decimals?: number;
  uri?: string;
}

const key = (name: string) => BigInt(`0x${sha256_sync(name).toString('hex')}`);

function snakeText(cell: Cell): string | undefined {
  try {
    const slice = cell.beginParse();
    if (slice.remainingBits >= 8 && slice.preloadUint(8) === 0) slice.skip(8);
    return slice.loadStringTail();
  } catch {
    return undefined;
  }
}

export function readJettonContent(content: Cell): JettonContent {
  try {
    const slice = content.beginParse();
    const prefix = slice.loadUint(8);
    if (prefix === 1) return { kind: 'offchain', uri: slice.loadStringTail() };
    if (prefix !== 0) return { kind: 'unknown' };
    const fields = slice.loadDict(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
    const text = (name: string) => {
      const value = fields.get(key(name));
      return value ? snakeText(value) : undefined;
    };
    const decimalsText = text('decimals');
    const decimals = decimalsText !== undefined && /^\d{1,3}$/.test(decimalsText) ? Number(decimalsText) : undefined;
    return {
      kind: 'onchain',
      symbol: text('symbol'),
      name: text('name'),
      decimals: decimals !== undefined && decimals <= 255 ? decimals : undefined,
      uri: text('uri'),
    };
  } catch {
    return { kind: 'unknown' };
  }
}
