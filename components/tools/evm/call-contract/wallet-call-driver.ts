import type { Address, PublicClient } from 'viem';
import type { BatchDriver } from '@/lib/batch/executor';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import { checkAttempts, waitForOutcome } from '../key-batch/broadcast';
import type { EvmWallet } from '../send-token/wallet-handle';
import { CALL_CODE, type CallSettings } from './call-driver';
import { simulateCall } from './call-plan';
import { revertReason } from './revert';

/**
 * The batch engine's steps for calls from the connected browser wallet: one lane (the wallet), each line's call
 * simulated again just before the wallet is asked to sign it; the wallet signs and broadcasts, the page never sees a
 * key. The wallet is read at each send (it may have reconnected or switched chain since the run started).
 */
export function createWalletCallDriver(
  settings: CallSettings,
  context: { client: PublicClient; wallet: () => EvmWallet | null },
): BatchDriver {
  const { client } = context;
  return {
    async send(chunk, { nonce }) {
      const wallet = context.wallet();
      if (wallet?.status !== 'connected' || wallet.address?.toLowerCase() !== chunk.lane.toLowerCase()) {
        throw new AppError(CLIENT_CODE.WALLET_NOT_CONNECTED);
      }
      if (wallet.chainId !== settings.chainId) await wallet.switchChain(settings.chainId, client.transport.url);
      const [rowIndex] = chunk.rowIndexes;
      const [row] = chunk.rows;
      const call = { data: settings.dataOf(rowIndex), value: row.amount ?? 0n };
      let gas: bigint;
      try {
        gas = await simulateCall(client, settings.contract, settings.abi, settings.item, wallet.address, call);
      } catch (error) {
        throw new AppError(CALL_CODE.REVERTS, revertReason(error).text);
      }
      return wallet.send(settings.chainId, { to: settings.contract, data: call.data, value: call.value, gas, nonce });
    },
    wait: (txHash) => waitForOutcome(client, txHash),
    checkOnChain: (chunk, lastTxHash) => checkAttempts(client, chunk.lane as Address, [lastTxHash]),
    readNonce: (lane) => client.getTransactionCount({ address: lane as Address, blockTag: 'pending' }),
  };
}
