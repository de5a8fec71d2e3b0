import { checksumEvmAddress } from '@/chains/evm/address';
import { shortenAddress } from '@/lib/client/user';
import type { MonitorEntry } from './monitor-api';

/** A change as the user reads it: "+1.5" or "-0.25" (the exact decimal the server sent). */
export function signedChange(change: string): string {
  return change.startsWith('-') ? change : `+${change}`;
}

export function changeDirection(change: string): 'up' | 'down' {
  return change.startsWith('-') ? 'down' : 'up';
}

/** The EIP-55 form of an address the server stores lowercase. */
export function displayAddress(address: string): string {
  return checksumEvmAddress(address) ?? address;
}

/** What names an entry in headings and confirmations: its label, else its shortened address. */
export function entryName(entry: Pick<MonitorEntry, 'label' | 'address'>): string {
  return entry.label || shortenAddress(displayAddress(entry.address));
}
