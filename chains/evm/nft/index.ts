// Browser-safe NFT reads shared by the NFT tools.
export * from './abi';
export * from './reads';
