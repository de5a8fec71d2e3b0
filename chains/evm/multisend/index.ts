// Browser-safe entry point of the Multisend client (test-support.ts is a Node-only test helper; the compiler is in contracts/tooling).
// deploy.ts (the 6.6 KB creation code) is left out: import it where the user deploys.
export * from './abi';
export * from './address';
export * from './chunk';
export * from './encode';
export * from './status';
