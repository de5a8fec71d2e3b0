import { checkUtxoAddress, type UtxoAddressIssue } from '@/chains/utxo/address';
import type { UtxoChain } from '@/chains/utxo/networks';
import { checkXpub, looksLikeXpub, type XpubIssue } from '@/chains/utxo/xpub';

/**
 * One pasted entry of the UTXO checkers: an address of the chain, or an extended public key whose used addresses are
 * found by the gap-limit scan. The normalised form is what the input's duplicate check compares; the reason of a
 * refused entry is shown by line (the shared input only says "not an address").
 */

export type UtxoEntry = { kind: 'address'; text: string } | { kind: 'xpub'; text: string };

export type UtxoEntryIssue = UtxoAddressIssue | `xpub-${XpubIssue}`;

export type UtxoEntryCheck = { ok: true; entry: UtxoEntry } | { ok: false; issue: UtxoEntryIssue; network?: string };

export function checkUtxoEntry(chain: UtxoChain, input: string): UtxoEntryCheck {
  const text = input.trim();
  if (looksLikeXpub(text)) {
    if (/^(?:[xyzt]prv|dgpv)/.test(text)) return { ok: false, issue: 'private-key' };
    const xpub = checkXpub(chain, text);
    return xpub.ok
      ? { ok: true, entry: { kind: 'xpub', text: xpub.value.text } }
      : { ok: false, issue: `xpub-${xpub.issue}` };
  }
  const address = checkUtxoAddress(chain, text);
  if (address.ok) return { ok: true, entry: { kind: 'address', text: address.value.address } };
  return { ok: false, issue: address.issue, network: address.network };
}

/** The input's address rule: the entry's normalised text (an extended key as typed), undefined when refused. */
export function normalizeUtxoEntry(chain: UtxoChain, text: string): string | undefined {
  const check = checkUtxoEntry(chain, text);
  return check.ok ? check.entry.text : undefined;
}
