import type { Hash, PublicClient } from 'viem';
import { type OwnerCall, revokeCall } from '@/chains/evm/approvals/calls';
import { confirmGrants, type GrantCandidate } from '@/chains/evm/approvals/grants';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { CallsOutcome } from './owner-wallet';

/** Where one selected grant stands in a revoke run. */
export type RevokeStatus =
  | { kind: 'waiting' }
  | { kind: 'signing' }
  | { kind: 'sent'; hash?: Hash }
  | { kind: 'revoked'; hash?: Hash }
  /** `message`: the wallet's or node's error, localized; none when the chain simply still shows the grant. */
  | { kind: 'failed'; message?: string };

/** What signs for the owner: one transaction per call, or one EIP-5792 batch. */
export interface RevokeSigner {
  /** One EIP-5792 batch when the wallet supports it; undefined for an ordinary wallet. */
  sendCalls?: (calls: readonly OwnerCall[]) => Promise<CallsOutcome>;
  send: (call: OwnerCall) => Promise<Hash>;
  /** Waits for a transaction; true when it succeeded. */
  wait: (hash: Hash) => Promise<boolean>;
}

export interface RevokeRunInput {
  client: PublicClient;
  chainId: number;
  owner: GrantCandidate['token'];
  grants: readonly GrantCandidate[];
  signer: RevokeSigner;
  locale: Locale;
  onStatus: (index: number, status: RevokeStatus) => void;
}

/**
 * Revokes the grants, then reads each again: a grant is "revoked" only when the chain says it is gone (allowance 0,
 * operator off, Permit2 amount 0), whatever the wallet reported. An ordinary wallet signs one transaction per grant,
 * in order; a user who rejects one stops the run (the rest stay waiting, for a retry). Returns how many are revoked.
 */
export async function runRevokes({ client, chainId, owner, grants, signer, locale, onStatus }: RevokeRunInput) {
  const hashes: (Hash | undefined)[] = grants.map(() => undefined);
  const failures = new Map<number, string>();
  if (signer.sendCalls && grants.length > 1) {
    for (const index of grants.keys()) onStatus(index, { kind: 'signing' });
    try {
      const outcome = await signer.sendCalls(grants.map(revokeCall));
      const hash = outcome.transactionHashes[0];
      grants.forEach((_, index) => {
        hashes[index] = hash;
        onStatus(index, { kind: 'sent', hash });
      });
    } catch (error) {
      const message = localizeError(error, locale);
      for (const index of grants.keys()) failures.set(index, message);
    }
  } else {
    for (const [index, grant] of grants.entries()) {
      onStatus(index, { kind: 'signing' });
      try {
        const hash = await signer.send(revokeCall(grant));
        hashes[index] = hash;
        onStatus(index, { kind: 'sent', hash });
        await signer.wait(hash);
      } catch (error) {
        failures.set(index, localizeError(error, locale));
        if (isUserRejection(error)) {
          onStatus(index, { kind: 'failed', message: localizeError(error, locale) });
          for (let rest = index + 1; rest < grants.length; rest += 1) onStatus(rest, { kind: 'waiting' });
          return readBack(index + 1);
        }
      }
    }
  }
  return readBack(grants.length);

  /** The chain's word on the first `count` grants. */
  async function readBack(count: number): Promise<number> {
    const attempted = grants.slice(0, count);
    const { grants: live } = await confirmGrants(client, chainId, owner, attempted);
    const stillLive = new Set(live.map((grant) => `${grant.kind}:${grant.token}:${grant.spender}`.toLowerCase()));
    let revoked = 0;
    attempted.forEach((grant, index) => {
      const isLive = stillLive.has(`${grant.kind}:${grant.token}:${grant.spender}`.toLowerCase());
      if (!isLive) {
        revoked += 1;
        onStatus(index, { kind: 'revoked', hash: hashes[index] });
      } else {
        onStatus(index, { kind: 'failed', message: failures.get(index) });
      }
    });
    return revoked;
  }
}
