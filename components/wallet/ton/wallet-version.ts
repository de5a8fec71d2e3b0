import { Address } from '@ton/core';
import { tonConnectMaxMessages } from '@/chains/ton/ton-connect';
import { MAX_MESSAGES_PER_EXTERNAL, type TonWalletVersion, tonWalletAddress } from '@/chains/ton/wallets';

// Read when a wallet connects, inside the TON Connect kit (loaded on demand): the wallet contracts come with @ton/ton.

/**
 * The contract version of a connected account: the version whose contract, built from the account's public key,
 * has the account's address (v5r1 first, today's default). Unknown contracts (v3, highload, a custom wallet id) are
 * planned as v4r2, whose 4 messages per request every wallet takes.
 */
export function walletVersionOf(address: string, publicKey: string | undefined): TonWalletVersion {
  if (!publicKey || !/^[0-9a-fA-F]{64}$/.test(publicKey)) return 'v4r2';
  const key = Buffer.from(publicKey, 'hex');
  const account = Address.parse(address);
  for (const version of ['v5r1', 'v4r2'] as const) {
    if (tonWalletAddress(version, key).equals(account)) return version;
  }
  return 'v4r2';
}

/** The session's limit: what the wallet says of itself, capped by its contract; 4 when it says nothing. */
export function sessionMaxMessages(features: unknown, version: TonWalletVersion): number {
  const contract = MAX_MESSAGES_PER_EXTERNAL[version];
  return tonConnectMaxMessages(features, contract) ?? Math.min(4, contract);
}
