import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { E2eSolanaChain } from './e2e-chain';
import { configParam, publicKeyParam } from './encoding';
import { invalidParams } from './json-rpc-error';
import type { RpcMethod } from './rpc-methods';

/**
 * Methods for the tests themselves, beside the node's: faucet, mints and token accounts, the ledger. The site's
 * /api/rpc passthrough relays only the allow-listed Solana methods (lib/server/net/rpc-methods.ts), so a page cannot
 * reach these; tests call the server directly. requestAirdrop keeps its real name and shape (a test validator's).
 */

const PROGRAMS = { spl: TOKEN_PROGRAM_ID, 'token-2022': TOKEN_2022_PROGRAM_ID } as const;

function amountParam(value: unknown, name: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  throw invalidParams(`Invalid param: ${name} must be a non-negative integer (number or decimal string)`);
}

export interface ControlState {
  prioritizationFees: number[];
}

export function controlMethods(chain: E2eSolanaChain, state: ControlState): Record<string, RpcMethod> {
  const mintProgram = (mint: unknown) => {
    const key = publicKeyParam(mint, 'mint');
    const owner = chain.svm.getAccount(key)?.owner;
    if (!owner || !Object.values(PROGRAMS).some((program) => program.equals(owner))) {
      throw invalidParams(`Invalid param: ${key.toBase58()} is not a mint`);
    }
    return { key, program: owner };
  };

  return {
    requestAirdrop: ([address, lamports]) => chain.airdrop(publicKeyParam(address), amountParam(lamports, 'lamports')),
    /** [{ program: 'spl' | 'token-2022', decimals }] → the mint's address; the chain's bank is its authority. */
    e2e_createMint: async ([options]) => {
      const { program, decimals } = configParam(options);
      const programId = PROGRAMS[program as keyof typeof PROGRAMS];
      if (!programId) throw invalidParams('Invalid param: program must be spl or token-2022');
      if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 18) {
        throw invalidParams('Invalid param: decimals');
      }
      return (await chain.createMint(programId, decimals as number)).toBase58();
    },
    /** [{ owner, mint, amount }] → the owner's associated account, after a real MintTo. */
    e2e_mintTo: async ([options]) => {
      const { owner, mint, amount } = configParam(options);
      const { key, program } = mintProgram(mint);
      const account = await chain.mintTo(publicKeyParam(owner, 'owner'), key, program, amountParam(amount, 'amount'));
      return account.toBase58();
    },
    /** [{ owner, mint, amount? }] → the owner's associated account written directly (empty unless `amount`). */
    e2e_setTokenAccount: ([options]) => {
      const { owner, mint, amount } = configParam(options);
      const { key, program } = mintProgram(mint);
      const value = amount === undefined ? 0n : amountParam(amount, 'amount');
      return chain.setTokenAccount(publicKeyParam(owner, 'owner'), key, program, value).toBase58();
    },
    /** [{ account, payers? }] → lamports `account` gained in landed transactions paid by `payers` (all if absent). */
    e2e_lamportChanges: ([options]) => {
      const { account, payers } = configParam(options);
      const address = publicKeyParam(account, 'account').toBase58();
      if (payers !== undefined && (!Array.isArray(payers) || payers.some((payer) => typeof payer !== 'string'))) {
        throw invalidParams('Invalid param: payers');
      }
      const changes = chain.lamportChanges(address, payers as string[] | undefined);
      return { lamports: changes.lamports.toString(), transactions: changes.transactions };
    },
    /** [[micro-lamports, …]]: what getRecentPrioritizationFees answers from now on. */
    e2e_setPrioritizationFees: ([fees]) => {
      if (!Array.isArray(fees) || fees.some((fee) => !Number.isSafeInteger(fee) || fee < 0)) {
        throw invalidParams('Invalid param: fees');
      }
      state.prioritizationFees = [...(fees as number[])];
      return null;
    },
  };
}
