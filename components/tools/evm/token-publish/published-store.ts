'use client';

import { useCallback, useEffect, useState } from 'react';
import { isTokenVariant } from '@/chains/evm/token/variants';
import type { PublishedToken } from './publish-chain';

/**
 * Tokens published from this browser (newest first, at most MAX_KEPT), so that after a reload the page still shows
 * them, manages them and offers their source verification. Public data only: addresses, hashes, the parameters.
 */
export const PUBLISHED_STORAGE_KEY = 'chainkit:token-publish:tokens';
const MAX_KEPT = 20;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function isPublishedToken(value: unknown): value is PublishedToken {
  if (!value || typeof value !== 'object') return false;
  const token = value as Record<string, unknown>;
  return (
    typeof token.chainId === 'number' &&
    typeof token.address === 'string' &&
    ADDRESS.test(token.address) &&
    typeof token.transactionHash === 'string' &&
    typeof token.variant === 'string' &&
    isTokenVariant(token.variant) &&
    typeof token.constructorArguments === 'string' &&
    typeof token.name === 'string' &&
    typeof token.symbol === 'string' &&
    typeof token.decimals === 'number' &&
    typeof token.initialSupply === 'string' &&
    /^\d+$/.test(token.initialSupply) &&
    typeof token.cap === 'string' &&
    /^\d+$/.test(token.cap) &&
    typeof token.receiver === 'string' &&
    typeof token.owner === 'string'
  );
}

function readStored(): PublishedToken[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PUBLISHED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPublishedToken) : [];
  } catch {
    return [];
  }
}

function writeStored(tokens: readonly PublishedToken[]): void {
  try {
    window.localStorage.setItem(PUBLISHED_STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Storage blocked or full: the token is still shown for this visit.
  }
}

export function usePublishedTokens() {
  const [tokens, setTokens] = useState<PublishedToken[]>([]);
  useEffect(() => setTokens(readStored()), []);
  const add = useCallback((token: PublishedToken) => {
    setTokens((current) => {
      const next = [token, ...current.filter((entry) => entry.address !== token.address)].slice(0, MAX_KEPT);
      writeStored(next);
      return next;
    });
  }, []);
  const remove = useCallback((address: string) => {
    setTokens((current) => {
      const next = current.filter((entry) => entry.address !== address);
      writeStored(next);
      return next;
    });
  }, []);
  return { tokens, add, remove };
}
