import { createLocalStore } from '@/lib/http/local-store';

/**
 * What a collection run leaves in the browser so a reload can resume it: each wallet's status by address, for one
 * destination and asset. Never a key: the keys are pasted again, and the chain says what is left to collect (a swept
 * wallet holds nothing and is left out of the new plan).
 */
export const TON_COLLECTION_RUN_KEY = 'chainkit:ton:collection:run';

export type WalletStatus = 'pending' | 'topUp' | 'running' | 'done' | 'failed';

export interface WalletRun {
  status: WalletStatus;
  error?: string;
}

export interface SavedRun {
  destination: string;
  jetton: string;
  wallets: Record<string, WalletRun>;
}

function isSavedRun(value: unknown): value is SavedRun {
  if (!value || typeof value !== 'object') return false;
  const run = value as Record<string, unknown>;
  return (
    typeof run.destination === 'string' &&
    typeof run.jetton === 'string' &&
    !!run.wallets &&
    typeof run.wallets === 'object'
  );
}

export function loadRun(destination: string, jetton: string): SavedRun | undefined {
  try {
    const saved = createLocalStore().getJson<unknown>(TON_COLLECTION_RUN_KEY);
    if (isSavedRun(saved) && saved.destination === destination && saved.jetton === jetton) return saved;
  } catch {
    // No storage: nothing to resume.
  }
  return undefined;
}

export function saveRun(run: SavedRun): void {
  try {
    createLocalStore().setJson(TON_COLLECTION_RUN_KEY, run);
  } catch {
    // Resuming is a convenience; the run goes on without it.
  }
}
