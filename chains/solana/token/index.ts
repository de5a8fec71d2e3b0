/**
 * The Solana token library: publish (classic SPL + Metaplex metadata, or Token-2022 with its metadata extension),
 * update metadata, burn, mint more, revoke authorities, freeze / thaw, and the reader the management pages start
 * from. Every `prepare…` function re-reads the chain, checks what the signer may do (typed `TokenActionError`),
 * simulates, and answers an unsigned transaction carrying the spec §9 service fee after the work.
 */
export * from './action';
export * from './authority';
export * from './errors';
export * from './freeze';
export * from './metaplex';
export * from './metaplex-account';
export * from './publish';
export * from './read';
export * from './supply';
export * from './token-2022-metadata';
export * from './update';
export * from './validate';
