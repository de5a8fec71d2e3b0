'use client';

import type { PublicKey } from '@solana/web3.js';
import { useEffect, useState } from 'react';
import { type ReferrerRpc, usableReferrer } from './usable-referrer';

export interface ReferrerCheck {
  /** False while the chain is being asked: a plan made before would be packed for the wrong fee transfers. */
  isChecked: boolean;
  referrer?: PublicKey;
}

/**
 * usableReferrer for views that plan synchronously (close accounts): asked again when the RPC, the referrer or the
 * excluded addresses change. A failed read counts as no referrer: the whole fee then goes to the receiver, which
 * never makes a transaction fail.
 */
export function useUsableReferrer(
  rpc: ReferrerRpc | undefined,
  referrer: string | undefined,
  exclude: readonly string[] = [],
): ReferrerCheck {
  const excludeKey = exclude.join(' ');
  const inputs = `${referrer ?? ''}|${excludeKey}`;
  const [result, setResult] = useState<{ rpc?: ReferrerRpc; inputs: string; referrer?: PublicKey } | null>(null);
  useEffect(() => {
    if (!rpc || !referrer) return;
    let isCurrent = true;
    usableReferrer(rpc, referrer, excludeKey ? excludeKey.split(' ') : [])
      .catch(() => undefined)
      .then((key) => {
        if (isCurrent) setResult({ rpc, inputs: `${referrer}|${excludeKey}`, referrer: key });
      });
    return () => {
      isCurrent = false;
    };
  }, [rpc, referrer, excludeKey]);
  if (!referrer) return { isChecked: true };
  if (!rpc || result?.rpc !== rpc || result.inputs !== inputs) return { isChecked: false };
  return { isChecked: true, referrer: result.referrer };
}
