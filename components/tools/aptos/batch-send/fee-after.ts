import type { AptosAddress } from '@/chains/aptos/address';
import { readAptosAccount, readAptosGasPrice, readAptosTransaction, submitAptosTransaction } from '@/chains/aptos/api';
import { aptosSignedBytes, aptosTransactionHashOf } from '@/chains/aptos/batch-send';
import { aptosBatchSendFeeOctas } from '@/chains/aptos/fees';
import type { AptosSigner } from '@/components/wallet/aptos/use-aptos-wallet';
import type { JobState } from '@/lib/batch';
import { AptosNoAccountError, type AptosSendSetup, prepareAptosSendTransaction } from './aptos-send-plan';

/**
 * Our fee for a coin or fungible-asset batch (fees.ts): one APT transfer to our receiver, sent after the token
 * transactions landed, for those that landed and only those. What was paid is kept in this browser by the landed
 * transactions' hashes, so a settled batch never pays twice for a transaction (a reload, a retry that lands more).
 */
export const APTOS_FEES_PAID_KEY = 'chainkit:aptos:send-fees-paid';

export interface FeeDue {
  /** The landed token transactions not paid for yet. */
  hashes: string[];
  amount: bigint;
}

function paidHashes(): Set<string> {
  try {
    const saved = JSON.parse(window.localStorage.getItem(APTOS_FEES_PAID_KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.map(String) : []);
  } catch {
    return new Set();
  }
}

export function markFeesPaid(hashes: readonly string[]): void {
  const paid = paidHashes();
  for (const hash of hashes) paid.add(hash);
  window.localStorage.setItem(APTOS_FEES_PAID_KEY, JSON.stringify([...paid]));
}

/** The landed chunks of a token batch not paid for, and their fee (0.5 APT + 0.005 APT a row, each). */
export function feeDue(job: JobState): FeeDue {
  const paid = paidHashes();
  const landed = job.chunks.filter((chunk) => chunk.txHash && chunk.status === 'confirmed');
  const due = landed.filter((chunk) => !paid.has(chunk.txHash as string));
  return {
    hashes: due.map((chunk) => chunk.txHash as string),
    amount: due.reduce((total, chunk) => total + aptosBatchSendFeeOctas(chunk.rowIndexes.length), 0n),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds, simulates, signs and submits our fee transaction, then waits for it; its hash once it landed. */
export async function payAptosFee(
  setup: AptosSendSetup,
  due: FeeDue,
  signer: AptosSigner,
  options: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<string> {
  const api = { endpoint: setup.endpoint };
  const account = await readAptosAccount(setup.owner, api);
  if (!account) throw new AptosNoAccountError(setup.owner);
  const { gasEstimate } = await readAptosGasPrice(api);
  const prepared = await prepareAptosSendTransaction(
    setup,
    [{ to: setup.feeReceiver as AptosAddress, amount: due.amount }],
    account.sequenceNumber,
    gasEstimate,
    undefined,
    true,
  );
  const bytes = aptosSignedBytes(prepared.transaction, await signer(prepared.transaction));
  const hash = aptosTransactionHashOf(bytes);
  await submitAptosTransaction(bytes, api).catch((error) => {
    if ((error as { status?: number }).status !== undefined && (error as { status: number }).status < 500) throw error;
  });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const answer = await readAptosTransaction(hash, api);
    if (answer && answer.type !== 'pending_transaction') {
      if (!answer.success) throw new Error(`The fee transaction failed: ${answer.vm_status ?? ''}`);
      markFeesPaid(due.hashes);
      return hash;
    }
    if (Date.now() >= deadline) throw new Error(`${hash} is not known to the chain yet`);
    await sleep(options.intervalMs ?? 2_000);
  }
}
