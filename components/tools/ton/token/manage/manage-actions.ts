import { Address } from '@ton/core';
import type { TonApiOptions } from '@/chains/ton/api';
import { readTonBalances } from '@/chains/ton/balances';
import type { TonManageAction } from '@/chains/ton/fees';
import { type JettonManageOperation, planJettonManage } from '@/chains/ton/jetton-admin';
import { readJettonContent } from '@/chains/ton/jetton-metadata';
import { deriveJettonWallets, type JettonData, readJettonData } from '@/chains/ton/jetton-wallets';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import { type MetadataDraft, metadataContent } from '../shared/metadata-form';
import { requestFailure, sendTokenRequest } from '../shared/send-request';

export const MANAGE_ACTIONS: readonly TonManageAction[] = [
  'mint',
  'burn',
  'changeAdmin',
  'dropAdmin',
  'metadataUpdate',
];

export interface ManagedJetton {
  minter: string;
  data: JettonData;
  name: string;
  symbol: string;
  decimals: number;
}

export async function loadManagedJetton(text: string, api: TonApiOptions): Promise<ManagedJetton> {
  const minter = Address.parse(text.trim());
  const data = await readJettonData(minter, api);
  const content = readJettonContent(data.content);
  return {
    minter: minter.toString({ urlSafe: true, bounceable: true }),
    data,
    name: content.name ?? content.uri ?? '',
    symbol: content.symbol ?? '',
    decimals: content.decimals ?? 9,
  };
}

export interface ManageInput {
  action: TonManageAction;
  amount?: bigint;
  /** Mint: the recipient (default the connected wallet); change admin: the new admin. */
  address?: string;
  metadata?: MetadataDraft;
}

/** Sends one manage action (with our 1 TON fee) and reads the jetton back; the jetton after, and the hash. */
export async function runManageAction(
  session: TonWalletSession,
  jetton: ManagedJetton,
  input: ManageInput,
  feeReceiver: string,
  api: TonApiOptions,
  pollMs?: number,
): Promise<{ jetton: ManagedJetton; balance: bigint; hash: string }> {
  const minter = Address.parse(jetton.minter);
  const me = Address.parse(session.address);
  let operation: JettonManageOperation;
  switch (input.action) {
    case 'mint':
      operation = {
        action: 'mint',
        minter,
        to: input.address ? Address.parse(input.address) : me,
        amount: input.amount ?? 0n,
        responseAddress: me,
      };
      break;
    case 'burn': {
      const { wallets } = await deriveJettonWallets(minter, jetton.data, [me], api);
      operation = { action: 'burn', ownerJettonWallet: wallets[0], amount: input.amount ?? 0n, responseAddress: me };
      break;
    }
    case 'changeAdmin':
      operation = { action: 'changeAdmin', minter, newAdmin: Address.parse(input.address ?? '') };
      break;
    case 'dropAdmin':
      operation = { action: 'dropAdmin', minter };
      break;
    case 'metadataUpdate':
      operation = { action: 'metadataUpdate', minter, content: metadataContent(input.metadata as MetadataDraft) };
      break;
  }
  const request = planJettonManage(operation, Address.parse(feeReceiver));
  const sent = await sendTokenRequest(session, request, api, { pollMs });
  const failure = requestFailure(sent.outcome);
  if (failure) throw new Error(failure);
  const after = await loadManagedJetton(jetton.minter, api);
  const [read] = await readTonBalances({ ...api, owners: [session.address], tokens: [jetton.minter] });
  return { jetton: after, balance: read.balances[0].balance ?? 0n, hash: sent.hash };
}
