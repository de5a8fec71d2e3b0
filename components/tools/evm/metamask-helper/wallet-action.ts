'use client';

import { useCallback, useState } from 'react';
import { isUserRejection } from '@/lib/errors';

/** One wallet request at a time: busy while the wallet asks the user, the error unless the user said no. */
export function useWalletAction() {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<string | null>) => {
    setError(null);
    setDone(null);
    setIsBusy(true);
    try {
      setDone(await action());
    } catch (caught) {
      if (!isUserRejection(caught)) setError(caught);
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { isBusy, error, done, run };
}
