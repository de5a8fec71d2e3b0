import type { SmartContract } from '@ton/sandbox';

// The wallet codes getWalletInformation recognises, by code hash (hex), with toncenter's wallet_type names.
const WALLET_CODES: Record<string, string> = {
  feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0: 'wallet v4 r2',
  '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f': 'wallet v5 r1',
};

/** The wallet type and seqno of an active wallet account, read by its own get methods; undefined for others. */
export async function knownWallet(contract: SmartContract) {
  const state = contract.accountState;
  if (state?.type !== 'active' || !state.state.code) return undefined;
  const type = WALLET_CODES[state.state.code.hash().toString('hex')];
  if (!type) return undefined;
  const seqno = Number((await contract.get('seqno')).stackReader.readBigNumber());
  let walletId: number | undefined;
  if (type === 'wallet v4 r2') walletId = Number((await contract.get('get_subwallet_id')).stackReader.readBigNumber());
  return { type, seqno, walletId };
}
