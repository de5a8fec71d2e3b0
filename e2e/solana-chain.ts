import {
  AccountLayout,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { readServerInfo, type SolanaChainInfo } from './server';

// What the Solana e2e specs share: the run's litesvm chain (e2e/solana-chain-setup.ts) read through web3.js'
// Connection straight from its server (not through the site), its test-only methods, and waiting for hydration.

export function solanaChainInfo(): SolanaChainInfo {
  const { solana } = readServerInfo();
  if (!solana) throw new Error('e2e/.artifacts/server.json has no "solana" section: see e2e/global-setup.ts');
  return solana;
}

export function chainConnection(): Connection {
  return new Connection(solanaChainInfo().rpcUrl, 'confirmed');
}

/** Calls one of the chain's methods, the test-only ones included (test/solana-rpc-server/control-methods.ts). */
export async function chainCall<T>(method: string, ...params: unknown[]): Promise<T> {
  const response = await fetch(solanaChainInfo().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** A fresh key pair holding `sol` SOL from the chain's faucet. */
export async function fundedKeypair(sol: number): Promise<Keypair> {
  const keypair = Keypair.generate();
  await chainCall('requestAirdrop', keypair.publicKey.toBase58(), Math.round(sol * LAMPORTS_PER_SOL));
  return keypair;
}

/** Real MintTo of `amount` base units into the owner's associated account; answers that account. */
export function mintTokens(owner: PublicKey, mint: string, amount: bigint): Promise<string> {
  return chainCall('e2e_mintTo', { owner: owner.toBase58(), mint, amount: amount.toString() });
}

/** An empty associated token account of `owner` for `mint`, written directly; answers its address. */
export function emptyTokenAccount(owner: PublicKey, mint: string): Promise<string> {
  return chainCall('e2e_setTokenAccount', { owner: owner.toBase58(), mint });
}

export function createTestMint(program: 'spl' | 'token-2022', decimals: number): Promise<string> {
  return chainCall('e2e_createMint', { program, decimals });
}

/** Lamports `account` gained in landed transactions whose fee payer is one of `payers`, and in how many. */
export async function lamportsReceived(
  account: string,
  payers: readonly string[],
): Promise<{ lamports: bigint; transactions: number }> {
  const answer = await chainCall<{ lamports: string; transactions: number }>('e2e_lamportChanges', {
    account,
    payers,
  });
  return { lamports: BigInt(answer.lamports), transactions: answer.transactions };
}

/** SOL balances (lamports) of many addresses, read 100 at a time. */
export async function lamportsOf(connection: Connection, addresses: readonly PublicKey[]): Promise<bigint[]> {
  const balances: bigint[] = [];
  for (let start = 0; start < addresses.length; start += 100) {
    const accounts = await connection.getMultipleAccountsInfo(addresses.slice(start, start + 100));
    balances.push(...accounts.map((account) => BigInt(account?.lamports ?? 0)));
  }
  return balances;
}

/** Token balances (base units) of the owners' associated accounts for `mint`; undefined where there is none. */
export async function tokenBalancesOf(
  connection: Connection,
  owners: readonly PublicKey[],
  mint: string,
  program: 'spl' | 'token-2022',
): Promise<(bigint | undefined)[]> {
  const programId = program === 'spl' ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
  const mintKey = new PublicKey(mint);
  const accounts = owners.map((owner) => getAssociatedTokenAddressSync(mintKey, owner, true, programId));
  const balances: (bigint | undefined)[] = [];
  for (let start = 0; start < accounts.length; start += 100) {
    const infos = await connection.getMultipleAccountsInfo(accounts.slice(start, start + 100));
    balances.push(
      ...infos.map((info) =>
        info ? AccountLayout.decode(info.data.subarray(0, AccountLayout.span)).amount : undefined,
      ),
    );
  }
  return balances;
}

/** Waits until React has hydrated the element, so its handlers are attached (slow on a busy CI machine). */
export async function waitForHydrated(page: Page, selector: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout },
  );
}
