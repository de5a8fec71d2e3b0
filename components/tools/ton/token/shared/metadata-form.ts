import type { Cell } from '@ton/core';
import { offchainJettonContent, onchainJettonContent } from '@/chains/ton/jetton-admin';

/** The TEP-64 metadata fields of the publish and update forms, as typed. */
export interface MetadataDraft {
  mode: 'onchain' | 'offchain';
  name: string;
  symbol: string;
  decimals: string;
  description: string;
  image: string;
  uri: string;
}

export const EMPTY_METADATA: MetadataDraft = {
  mode: 'onchain',
  name: '',
  symbol: '',
  decimals: '9',
  description: '',
  image: '',
  uri: '',
};

export type MetadataIssue = 'name' | 'symbol' | 'decimals' | 'uri' | 'image';

const URL_SHAPE = /^(https:\/\/|ipfs:\/\/)\S+$/;

/** The decimals typed, or undefined when they are no whole number from 0 to 18. */
export function parseDecimals(text: string): number | undefined {
  return /^\d{1,2}$/.test(text.trim()) && Number(text) <= 18 ? Number(text) : undefined;
}

/** The issues of a draft (empty: ready). */
export function metadataIssues(draft: MetadataDraft): MetadataIssue[] {
  const issues: MetadataIssue[] = [];
  if (draft.mode === 'offchain') {
    if (!URL_SHAPE.test(draft.uri.trim())) issues.push('uri');
    if (parseDecimals(draft.decimals) === undefined) issues.push('decimals');
    return issues;
  }
  const name = draft.name.trim();
  if (!name || name.length > 64) issues.push('name');
  if (!/^[A-Za-z0-9]{1,16}$/.test(draft.symbol.trim())) issues.push('symbol');
  if (parseDecimals(draft.decimals) === undefined) issues.push('decimals');
  if (draft.image.trim() && !URL_SHAPE.test(draft.image.trim())) issues.push('image');
  return issues;
}

/** The TEP-64 content cell of a ready draft. */
export function metadataContent(draft: MetadataDraft): Cell {
  if (draft.mode === 'offchain') return offchainJettonContent(draft.uri.trim());
  return onchainJettonContent({
    name: draft.name.trim(),
    symbol: draft.symbol.trim(),
    decimals: parseDecimals(draft.decimals) ?? 9,
    description: draft.description.trim() || undefined,
    image: draft.image.trim() || undefined,
  });
}
