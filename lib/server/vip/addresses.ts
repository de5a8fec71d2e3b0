import 'server-only';
import { isAddress } from 'viem';
import { isTronAddress, TRON_CHAIN_ID } from '@/chains/tron';
import type { ChainFamily } from './types';

/** Tron pays on its SLIP-44 id; every other paying chain is EVM (EIP-155 id). */
export function chainFamily(chainId: number): ChainFamily {
  return chainId === TRON_CHAIN_ID ? 'tron' : 'evm';
}

/**
 * One spelling per address, as the chain reader reports them: EVM lowercase hex (any checksum case accepted, as
 * wallets differ), Tron base58 as is (it is case-sensitive). Null when the text is no address of the family.
 */
export function normalizeChainAddress(family: ChainFamily, text: string): string | null {
  const trimmed = text.trim();
  if (family === 'tron') return isTronAddress(trimmed) ? trimmed : null;
  return isAddress(trimmed, { strict: false }) ? trimmed.toLowerCase() : null;
}

/** EVM: lowercase 0x + 64 hex; Tron (whose explorers show no prefix): 64 lowercase hex. Null when malformed. */
export function normalizeTxHash(family: ChainFamily, text: string): string | null {
  const hex = text.trim().toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  return family === 'tron' ? hex : `0x${hex}`;
}

/** Both stored spellings a hash of unknown family may have, for look-ups by hash alone. */
export function txHashCandidates(text: string): string[] {
  const hex = text.trim().toLowerCase().replace(/^0x/, '');
  return /^[0-9a-f]{64}$/.test(hex) ? [`0x${hex}`, hex] : [];
}
