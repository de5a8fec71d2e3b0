import { z } from 'zod';
import { tonRpc } from '@/chains/ton/api';
import type { TonConnectTransaction } from '@/chains/ton/ton-connect';
import { type TonWalletVersion, tonWalletContract } from '@/chains/ton/wallets';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import type { TonStandIn } from '@/test/ton-stand-in/server';
import { signTonConnectRequest } from '@/test/ton-stand-in/ton-connect-wallet';

// Test support: a TON Connect wallet as the tools see it (TonWalletSession), signing in the test with the stand-in
// wallet's logic (test/ton-stand-in/ton-connect-wallet.ts: parses the request, refuses expired or oversized ones) and
// broadcasting through the stand-in's HTTP API (fetch), as a wallet app broadcasts through its own.

export interface StandInSession extends TonWalletSession {
  /** Every request the "user" approved, in order. */
  requests: TonConnectTransaction[];
  /** The next `count` requests are declined as a user would. */
  rejectNext(count?: number): void;
}

export function standInSession(
  standIn: TonStandIn,
  keys: { publicKey: Uint8Array; secretKey: Uint8Array },
  options: { version?: TonWalletVersion; maxMessages?: number; name?: string } = {},
): StandInSession {
  const version = options.version ?? 'v5r1';
  const maxMessages = options.maxMessages ?? (version === 'v5r1' ? 255 : 4);
  const contract = tonWalletContract(version, keys.publicKey);
  let rejections = 0;
  const session: StandInSession = {
    address: contract.address.toRawString(),
    name: options.name ?? 'Stand-in wallet',
    version,
    maxMessages,
    requests: [],
    rejectNext(count = 1) {
      rejections = count;
    },
    async send(transaction) {
      if (rejections > 0) {
        rejections -= 1;
        throw new Error('User rejects the request');
      }
      // The wallet app reads its own state (from the emulator: TonClient's axios would meet jsdom's CORS).
      const account = await standIn.blockchain.getContract(contract.address);
      const isDeployed = account.accountState?.type === 'active';
      const seqno = isDeployed
        ? (await standIn.blockchain.runGetMethod(contract.address, 'seqno')).stackReader.readNumber()
        : 0;
      const { boc } = signTonConnectRequest(
        { version, publicKey: keys.publicKey, secretKey: keys.secretKey, maxMessages },
        JSON.parse(JSON.stringify(transaction)),
        { seqno, isDeployed },
      );
      session.requests.push(transaction);
      await tonRpc('sendBocReturnHash', { boc }, z.object({ hash: z.string() }), { jsonRpcUrl: standIn.jsonRpcUrl });
      return boc;
    },
    disconnect: () => undefined,
  };
  return session;
}
