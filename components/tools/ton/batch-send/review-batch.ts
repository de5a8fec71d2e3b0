import type { TonApiOptions } from '@/chains/ton/api';
import { readTonBalances } from '@/chains/ton/balances';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import type { BatchRow } from '@/lib/batch';
import type { JettonChoice } from './jetton-choice';
import { senderJettonWallet } from './jetton-choice';
import { type PlannedTonBatch, planTonBatch, type TonSendSetup } from './ton-send-plan';

export interface TonSendReviewData {
  setup: TonSendSetup;
  batch: PlannedTonBatch;
  tonBalance: bigint;
  jettonBalance?: bigint;
  /** TON the batch needs beyond the wallet's balance (0: enough), network fees estimated. */
  tonShortfall: bigint;
  jettonShortfall: bigint;
}

/** Plans the batch for the connected wallet and reads its balances, so the costs show before anything is signed. */
export async function reviewTonBatch(input: {
  session: TonWalletSession;
  jetton: JettonChoice | null;
  rows: readonly BatchRow[];
  feeReceiver: string;
  api: TonApiOptions;
}): Promise<TonSendReviewData> {
  const { session, jetton, api } = input;
  const asset: TonSendSetup['asset'] = jetton
    ? {
        kind: 'jetton',
        minter: jetton.minter,
        senderJettonWallet: await senderJettonWallet(jetton.minter, session.address, api),
      }
    : { kind: 'ton' };
  const setup: TonSendSetup = {
    sender: session.address,
    version: session.version,
    maxMessages: session.maxMessages,
    asset,
    feeReceiver: input.feeReceiver,
  };
  const batch = planTonBatch(setup, input.rows);
  const tokens = jetton ? ['native', jetton.minter] : ['native'];
  const balances = await readTonBalances({ ...api, owners: [session.address], tokens });
  const tonBalance = balances[0].balances[0].balance ?? 0n;
  const jettonBalance = jetton ? (balances[1].balances[0].balance ?? 0n) : undefined;
  const tonNeeded = batch.plan.tonOut + batch.networkEstimate;
  return {
    setup,
    batch,
    tonBalance,
    jettonBalance,
    tonShortfall: tonNeeded > tonBalance ? tonNeeded - tonBalance : 0n,
    jettonShortfall:
      jettonBalance !== undefined && batch.plan.jettonOut > jettonBalance ? batch.plan.jettonOut - jettonBalance : 0n,
  };
}
