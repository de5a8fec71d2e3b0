// Browser-safe entry point of the Multisend client (compile.ts and test-support.ts are Node-only test helpers).
// deploy.ts (the 18 KB creation code) is left out: import it where the user deploys.
export * from './abi';
export * from './address';
export * from './chunk';
export * from './encode';
export * from './status';
