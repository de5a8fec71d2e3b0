/**
 * Tonviewer pages (chains/ton/family.ts's explorer, written out here: the family module brings the key derivation and
 * the wallet contracts, which the wallet tools' pages need not load).
 */
const TONVIEWER = 'https://tonviewer.com';

export const tonviewerTransactionUrl = (hash: string) => `${TONVIEWER}/transaction/${encodeURIComponent(hash)}`;
export const tonviewerAddressUrl = (address: string) => `${TONVIEWER}/${encodeURIComponent(address)}`;
