'use client';

import { EndpointField } from '@/components/tools/rpc/endpoint-field';
import type { AptosApiChoice } from './use-aptos-api';

export interface AptosApiFieldProps {
  api: AptosApiChoice;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
}

/** Chainkit's relay to Aptos Labs' mainnet API or the user's own (remembered, shared by every Aptos tool). */
export function AptosApiField({ api, disabled = false }: AptosApiFieldProps) {
  return (
    <EndpointField
      choice={api}
      namespace="aptosApi"
      upstream={api.upstream}
      disabled={disabled}
      inputTestId="aptos-api-input"
    />
  );
}
