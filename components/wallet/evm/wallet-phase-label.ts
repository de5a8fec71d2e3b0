import type { WalletFlowPhase } from './use-wallet-message-flow';

/** The "wallet" message key that tells the user what the flow is waiting for. */
export function walletPhaseKey(phase: WalletFlowPhase, submittingKey: 'verifying' | 'binding') {
  if (phase === 'connecting') return 'connecting' as const;
  if (phase === 'signing') return 'signing' as const;
  return submittingKey;
}
