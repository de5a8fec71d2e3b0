export * from './address';
export { decodeBase58Check, encodeBase58Check } from './base58check';
export * from './explorer';

/** Tron's chain id in our registry (its SLIP-44 coin type; see chains/registry.ts). */
export const TRON_CHAIN_ID = 195;
export * from './api';
export * from './balances';
export * from './costs';
export * from './keys';
export * from './resources';
