'use client';

import { EndpointField } from '@/components/tools/rpc/endpoint-field';
import type { SuiGraphqlChoice } from './use-sui-graphql';

export interface SuiGraphqlFieldProps {
  api: SuiGraphqlChoice;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
}

/**
 * Chainkit's relay to Sui's mainnet GraphQL (same-origin) or the user's own Sui GraphQL endpoint. Remembered in the
 * browser and shared by every Sui tool (useSuiGraphql).
 */
export function SuiGraphqlField({ api, disabled = false }: SuiGraphqlFieldProps) {
  return <EndpointField choice={api} namespace="suiGraphql" upstream={api.upstream} disabled={disabled} />;
}
